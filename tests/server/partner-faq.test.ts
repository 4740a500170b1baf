// The partner's own FAQ through the real API: saved per language from Settings in the order given, markup
// dropped, bad entries refused with their field, and answered to riders with the language to fall back on; an
// empty list brings the built-in questions back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqFor, supportContactSchema } from '../../src/domain/riders/support';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const BOOK = { question: 'How do I book?', answer: 'Tap Book a ride and pick a car.' };
const PAY = { question: 'Can I pay cash?', answer: 'Yes, pay the driver at the end.' };

describe.each(testDatabases())('partner FAQ on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let keys = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const saveFaq = (faq: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': `partner-faq-${(keys += 1)}` },
      payload: { faq },
    });
  const contact = async () =>
    supportContactSchema.parse(
      (await t.app.inject({ url: '/api/v1/support/contact', headers: { host } })).json(),
    );

  it('answers no FAQ of the partner’s own at first, so riders see the built-in questions', async () => {
    const answer = await contact();
    expect(answer.faq).toEqual({});
    expect(faqFor(answer, 'ta')).toEqual([]);
  });

  it('saves a language’s list in order as plain text, and reorders it', async () => {
    const saved = await saveFaq({
      language: 'en',
      entries: [
        {
          question: '  How do <b>I</b> book? ',
          answer: 'Tap Book a ride <script>steal()</script>and   pick a car.',
        },
        PAY,
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().faq.en).toEqual([
      { question: 'How do I book?', answer: 'Tap Book a ride steal()and pick a car.' },
      PAY,
    ]);
    const reordered = await saveFaq({ language: 'en', entries: [PAY, BOOK] });
    expect(reordered.statusCode).toBe(200);
    expect((await contact()).faq.en).toEqual([PAY, BOOK]);
  });

  it('falls back to the site’s default language for a reader with none of their own, per language', async () => {
    const tamil = { question: 'பணமாகச் செலுத்தலாமா?', answer: 'ஆம், ஓட்டுநரிடம் செலுத்தலாம்.' };
    expect((await saveFaq({ language: 'ta', entries: [tamil] })).statusCode).toBe(200);
    const answer = await contact();
    expect(answer.defaultLanguage).toBe('en');
    expect(faqFor(answer, 'ta')).toEqual([tamil]);
    expect(faqFor(answer, 'hi')).toEqual([PAY, BOOK]);
    expect((await saveFaq({ language: 'ta', entries: [] })).statusCode).toBe(200);
    expect(Object.keys((await contact()).faq)).toEqual(['en']);
  });

  it('refuses an empty answer, a question that is only markup, too many entries and an unknown language', async () => {
    const blank = await saveFaq({
      language: 'en',
      entries: [BOOK, { question: 'Lost item?', answer: '  ' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty(['faq.entries.1.answer'], 'Write the answer');
    const markup = await saveFaq({ language: 'en', entries: [{ question: '<img src=x>', answer: 'Fine' }] });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().error.fields).toHaveProperty(['faq.entries.0.question'], 'Write the question');
    const many = await saveFaq({ language: 'en', entries: Array.from({ length: 31 }, () => BOOK) });
    expect(many.statusCode).toBe(400);
    expect((await saveFaq({ language: 'xx', entries: [BOOK] })).statusCode).toBe(400);
    expect((await contact()).faq.en).toEqual([PAY, BOOK]);
  });
});
