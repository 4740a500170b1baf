// Blog rules that need no server: slugs, plain text and excerpts, the description template, keyword
// suggestions, the create contract's checks and image type detection by content.
import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, blogPostInputSchema, splitList } from '../../src/domain/pages/blog';
import { draftDescriptionHtml, suggestKeywords } from '../../src/domain/pages/blog-draft';
import { FALLBACK_SLUG, SLUG_MAX, isValidSlug, slugify, uniqueSlug } from '../../src/domain/pages/blog-slug';
import { excerpt, htmlText } from '../../src/domain/pages/blog-text';
import { detectImageType } from '../../src/domain/image-type';

describe('slugs', () => {
  it('are made from titles: lower-case, ASCII, single hyphens', () => {
    expect(slugify('Chennai Airport: Taxi Guide (2025)!')).toBe('chennai-airport-taxi-guide-2025');
    expect(slugify('  Café in Pondichéry — what’s new  ')).toBe('cafe-in-pondichery-whats-new');
    expect(slugify('Rock & Roll --- Drive')).toBe('rock-and-roll-drive');
    expect(slugify('சென்னை டாக்ஸி')).toBe(FALLBACK_SLUG);
    expect(slugify('???')).toBe(FALLBACK_SLUG);
  });

  it('stay within the length limit without a trailing hyphen or a cut word where avoidable', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('are validated', () => {
    for (const ok of ['a', 'chennai-taxi', 'route-66']) expect(isValidSlug(ok), ok).toBe(true);
    for (const bad of [
      '',
      'Chennai',
      'two--hyphens',
      '-lead',
      'trail-',
      'under_score',
      'space d',
      'x'.repeat(81),
    ])
      expect(isValidSlug(bad), bad).toBe(false);
  });

  it('take the next free numeric suffix when taken', () => {
    expect(uniqueSlug('ecr', new Set())).toBe('ecr');
    expect(uniqueSlug('ecr', new Set(['ecr']))).toBe('ecr-2');
    expect(uniqueSlug('ecr', new Set(['ecr', 'ecr-2', 'ecr-3']))).toBe('ecr-4');
    expect(uniqueSlug('ecr', new Set(['ecr', 'ecr-3']))).toBe('ecr-2');
    const long = slugify('word '.repeat(40));
    const suffixed = uniqueSlug(long, new Set([long]));
    expect(suffixed).toMatch(/-2$/);
    expect(isValidSlug(suffixed)).toBe(true);
  });
});

describe('text out of HTML', () => {
  it('drops tags and script text, decodes entities and collapses space', () => {
    expect(htmlText('<h2>Hi</h2>\n<p>Tom &amp; Jerry&nbsp;go</p><script>x()</script>')).toBe(
      'Hi Tom & Jerry go',
    );
  });

  it('cuts excerpts at a word with an ellipsis, within the limit', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(10).trim();
    const cut = excerpt(text, 155);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(excerpt('short', 155)).toBe('short');
  });
});

describe('the description template', () => {
  const facts = {
    title: 'Chennai to <Pondicherry>',
    place: 'Chennai',
    businessName: 'Demo & Sons',
    phone: '+91 9840012345',
    city: 'Vellore',
    promises: [],
    payments: { upi: false, card: false },
  };

  it('writes an SEO draft of at least 100 characters naming the title, place and business, escaped', () => {
    const html = draftDescriptionHtml(facts);
    expect(html).toBe(draftDescriptionHtml(facts));
    expect(html).toContain('<h2>Chennai to &lt;Pondicherry&gt;</h2>');
    expect(html).toContain('<strong>Demo &amp; Sons</strong> runs taxis in Chennai');
    expect(html).toContain('<strong>+91 9840012345</strong>');
    expect(html).toMatch(/<ul>(\n<li>.+?<\/li>){3}\n<\/ul>/);
    expect(htmlText(html).length).toBeGreaterThanOrEqual(100);
  });

  it('claims 24/7, all-inclusive fares and online payments only where the partner made them true', () => {
    const plain = draftDescriptionHtml(facts);
    expect(plain).not.toMatch(/24\/7|any time|tolls|UPI|card/);
    expect(plain).toContain('Easy payment</strong> by cash to the driver.');
    const ticked = draftDescriptionHtml({
      ...facts,
      promises: ['open_24_7', 'all_inclusive_fares'],
      payments: { upi: true, card: true },
    });
    expect(ticked).toContain('Available 24/7');
    expect(ticked).toContain('any time of day');
    expect(ticked).toContain('tolls and driver allowance are in the fare');
    expect(ticked).toContain('by cash, UPI or card.');
  });

  it('falls back to the business city, and words without a phone', () => {
    const html = draftDescriptionHtml({ ...facts, place: '', phone: '' });
    expect(html).toContain('taxis in Vellore');
    expect(html).toContain('reach us from this site');
    expect(draftDescriptionHtml({ ...facts, place: '', city: '' })).toContain('runs taxis for local');
  });
});

describe('keyword suggestions', () => {
  it('come from the title and the place, without repeats', () => {
    expect(suggestKeywords('Chennai Airport taxi guide', 'Chennai')).toEqual([
      'chennai airport taxi guide',
      'chennai airport taxi',
      'taxi in chennai',
      'chennai cab booking',
      'outstation cabs from chennai',
      'chennai taxi fare',
    ]);
    expect(suggestKeywords('Weekend in Yelagiri', '')).toEqual([
      'weekend in yelagiri',
      'weekend yelagiri taxi',
      'taxi booking',
      'airport taxi',
      'outstation cabs',
    ]);
    expect(suggestKeywords('', 'Madurai')).toContain('madurai airport taxi');
  });
});

describe('the create contract', () => {
  const valid = {
    title: 'Title',
    slug: 'title',
    keywords: 'a, b',
    descriptionHtml: `<p>${'x'.repeat(100)}</p>`,
    imageId: '4f1c2f9e-8a51-4a0c-9d55-1e1f0b3b7a10',
  };

  it('normalises keywords and tags and defaults tags', () => {
    const parsed = blogPostInputSchema.parse({ ...valid, keywords: ' a , B,, b ', tags: ['x', 'X', ' y '] });
    expect(parsed.keywords).toBe('a, B');
    expect(parsed.tags).toEqual(['x', 'y']);
    expect(blogPostInputSchema.parse(valid).tags).toEqual([]);
    expect(splitList('one, two ,, One')).toEqual(['one', 'two']);
  });

  it('needs 100 characters of text, not of markup', () => {
    const result = blogPostInputSchema.safeParse({
      ...valid,
      descriptionHtml: `<p>${'<b></b>'.repeat(30)}</p>`,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([BLOG_MESSAGES.descriptionMin]);
  });
});

describe('image types by content', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
    );

  it('reads JPEG, PNG, WebP and GIF signatures and nothing else', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
  });
});
