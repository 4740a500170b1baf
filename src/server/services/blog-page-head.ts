// The served head and main text of blog pages, for crawlers that run no JavaScript: `blog/<slug>` gets the
// post's title, 155-character description, cover, BlogPosting and BreadcrumbList data and its sanitised HTML;
// `blogs` gets the list of posts as links. Any other path, or a slug the tenant has no post for, is not ours.
import { BLOG_LIMITS } from '../../domain/blog';
import { escapeHtml } from '../../domain/blog-text';
import { ROUTES, localePath } from '../../domain/routes';
import type { Db } from '../db/client';
import { findPost, listPosts } from './blog-posts';
import type { PageHead, PageHeadResolver, TenantPage } from './page-head';

const BLOG_SEGMENT = ROUTES.blog.split('/')[0]!;
const CREATE_SEGMENT = ROUTES.blogCreate.split('/')[1]!;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const absolute = (page: TenantPage, path: string) => new URL(localePath(path, page.prefix), page.origin).href;

function breadcrumbs(page: TenantPage, post?: { title: string; slug: string }) {
  const items = [
    { name: page.brand.businessName, url: absolute(page, ROUTES.base) },
    { name: 'Blog', url: absolute(page, ROUTES.blogs) },
    ...(post ? [{ name: post.title, url: absolute(page, `${BLOG_SEGMENT}/${post.slug}`) }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function postHead(db: Db, page: TenantPage, slug: string): Promise<PageHead | null> {
  const post = await findPost(db, page.tenant.id, slug);
  if (!post) return null;
  const url = absolute(page, `${BLOG_SEGMENT}/${post.slug}`);
  const image = post.image ? new URL(post.image.src, page.origin).href : undefined;
  const organisation = {
    '@type': 'Organization',
    name: page.brand.businessName,
    url: absolute(page, ROUTES.base),
    ...(page.brand.logoUrl ? { logo: new URL(page.brand.logoUrl, page.origin).href } : {}),
  };
  const language = page.prefix?.language ?? page.brand.defaultLanguage;
  return {
    title: `${post.title} — ${page.brand.businessName}`,
    description: post.excerpt,
    ogType: 'article',
    ...(image ? { image } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title.slice(0, 110),
        description: post.excerpt,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        ...(image ? { image: [image] } : {}),
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        keywords: post.keywords,
        inLanguage: language,
        author: organisation,
        publisher: organisation,
      },
      breadcrumbs(page, post),
    ],
    mainHtml:
      `<article><h1>${escapeHtml(post.title)}</h1>` +
      `<p><time datetime="${post.publishedAt}">${escapeHtml(formatDate(post.publishedAt, language))}</time></p>` +
      `${post.descriptionHtml}</article>`,
  };
}

async function listHead(db: Db, page: TenantPage): Promise<PageHead> {
  const { posts } = await listPosts(db, page.tenant.id, { offset: 0, limit: BLOG_LIMITS.pageSizeMax });
  const business = page.brand.businessName;
  const items = posts
    .map(
      (post) =>
        `<li><a href="${escapeHtml(localePath(`${BLOG_SEGMENT}/${post.slug}`, page.prefix))}">` +
        `${escapeHtml(post.title)}</a><p>${escapeHtml(post.excerpt)}</p></li>`,
    )
    .join('');
  return {
    title: `Blog — ${business}`,
    description: `Travel guides, airport tips and route ideas from ${business}.`,
    jsonLd: [breadcrumbs(page)],
    mainHtml: `<main><h1>Blog</h1><ul>${items}</ul></main>`,
  };
}

export const blogPageHead: PageHeadResolver = async (db, page) => {
  const [first, second, ...more] = page.rest.split('/').filter(Boolean);
  if (first === ROUTES.blogs && second === undefined) return listHead(db, page);
  if (first !== BLOG_SEGMENT || !second || more.length > 0 || second === CREATE_SEGMENT) return null;
  const slug = decode(second);
  return slug ? postHead(db, page, slug) : null;
};
