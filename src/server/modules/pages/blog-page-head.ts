// The served head and main text of blog pages, for crawlers that run no JavaScript: `blog/<slug>` gets the
// post's title, 155-character description, cover, BlogPosting and BreadcrumbList data, and the post itself, which
// the app renders on the server from the post the page carries; `blogs` gets the list of posts as links. Labels come from the PWA's own translations in the page's language;
// a slug the tenant has no post for answers 404.
import type { TFunction } from 'i18next';
import { type BlogPost } from '../../../domain/pages/blog-post';
import { BLOG_LIMITS } from '../../../domain/pages/blog-limits';
import { escapeHtml } from '../../../domain/pages/blog-text';
import { ROUTES, localePath } from '../../../domain/routes';
import type { Db } from '../../db/client';
import { findPost, listPosts } from './blog-posts';
import type { PageHead, PageHeadResolver, TenantPage } from './page-head';
import { pageLocale } from './page-language';
import { translator } from '../../lib/translator';

const BLOG_SEGMENT = ROUTES.blog.split('/')[0]!;
const CREATE_SEGMENT = ROUTES.blogCreate.split('/')[1]!;
const postPath = (slug: string) => `${BLOG_SEGMENT}/${slug}`;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const absolute = (page: TenantPage, path: string) => new URL(localePath(path, page.prefix), page.origin).href;

function breadcrumbs(page: TenantPage, t: TFunction, post?: { title: string; slug: string }) {
  const items = [
    { name: page.brand.businessName, url: absolute(page, ROUTES.base) },
    { name: t('blog.listTitle'), url: absolute(page, ROUTES.blogs) },
    ...(post ? [{ name: post.title, url: absolute(page, postPath(post.slug)) }] : []),
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

function blogPosting(page: TenantPage, post: BlogPost, language: string, image: string | undefined) {
  const url = absolute(page, postPath(post.slug));
  const organisation = {
    '@type': 'Organization',
    name: page.brand.businessName,
    url: absolute(page, ROUTES.base),
    ...(page.brand.logoUrl ? { logo: new URL(page.brand.logoUrl, page.origin).href } : {}),
  };
  return {
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
  };
}

async function postHead(db: Db, page: TenantPage, slug: string): Promise<PageHead> {
  const locale = pageLocale(page.rest, page.brand, page.prefix);
  const t = await translator(locale.language);
  const post = await findPost(db, page.tenant.id, slug);
  if (!post) {
    return {
      status: 404,
      title: `${t('blog.notFound')} — ${page.brand.businessName}`,
      description: t('blog.notFound'),
    };
  }
  const image = post.image ? new URL(post.image.src, page.origin).href : undefined;
  return {
    title: `${post.title} — ${page.brand.businessName}`,
    description: post.excerpt,
    ogType: 'article',
    ...(image ? { image } : {}),
    jsonLd: [blogPosting(page, post, locale.language, image), breadcrumbs(page, t, post)],
    apiResponses: { [`/api/v1/blog/posts/${encodeURIComponent(slug)}`]: post },
    renderApp: true,
  };
}

async function listHead(db: Db, page: TenantPage): Promise<PageHead> {
  const locale = pageLocale(page.rest, page.brand, page.prefix);
  const t = await translator(locale.language);
  const { posts } = await listPosts(db, page.tenant.id, { offset: 0, limit: BLOG_LIMITS.pageSizeMax });
  const items = posts
    .map(
      (post) =>
        `<li><a href="${escapeHtml(localePath(postPath(post.slug), page.prefix))}">` +
        `${escapeHtml(post.title)}</a><p>${escapeHtml(post.excerpt)}</p></li>`,
    )
    .join('');
  return {
    title: `${t('blog.listTitle')} — ${page.brand.businessName}`,
    description: t('blog.listDescription', { businessName: page.brand.businessName }),
    jsonLd: [breadcrumbs(page, t)],
    mainHtml: `<main><h1>${escapeHtml(t('blog.listTitle'))}</h1><ul>${items}</ul></main>`,
  };
}

export const blogPageHead: PageHeadResolver = async (db, page) => {
  const [first, second, ...more] = page.rest.split('/').filter(Boolean);
  if (first === ROUTES.blogs && second === undefined) return listHead(db, page);
  if (first !== BLOG_SEGMENT || !second || more.length > 0 || second === CREATE_SEGMENT) return null;
  const slug = decode(second);
  return slug ? postHead(db, page, slug) : null;
};
