// A post as readers see it (spec 2.5): back to the list, the title, "Published on" in the reader's language, the
// cover (WebP preferred) and the description, which the server sanitised before storing it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { ApiRequestError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-store';
import { formatDate } from '../../lib/format';
import { useLocalePath } from '../../lib/use-locale-path';
import { BlogPicture } from './blog-picture';
import { useBlogPost } from './blog-queries';
import { usePostMeta } from './post-meta';
import './blog.css';

export function BlogArticle({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { timezone } = useBrand();
  const to = useLocalePath();
  const post = useBlogPost(slug);
  usePostMeta(post.data);
  const back = (
    <Link className="blog-article__back" to={to(ROUTES.blogs)}>
      {t('blog.backToBlogs')}
    </Link>
  );

  if (post.isPending) return <p className="blog-status">{t('blog.loading')}</p>;
  if (post.isError) {
    const missing = post.error instanceof ApiRequestError && post.error.status === 404;
    return (
      <div className="blog-status">
        <p role="alert">{missing ? t('blog.notFound') : t('blog.loadFailed')}</p>
        {back}
      </div>
    );
  }
  const { data } = post;
  // The business's day, not the viewer's: the server renders the page, and the browser must draw the same date.
  const published = formatDate(data.publishedAt, i18n.language, timezone);
  return (
    <article className="blog-article">
      {back}
      <h1 className="blog-article__title" dir="auto">
        {data.title}
      </h1>
      <p className="blog-article__date">{t('blog.publishedOn', { date: published })}</p>
      {data.image ? (
        <BlogPicture image={data.image} alt={data.title} className="blog-article__cover" priority />
      ) : null}
      {/* Sanitised on the server against an allow-list before it was stored. */}
      <div
        className="blog-article__body"
        dir="auto"
        dangerouslySetInnerHTML={{ __html: data.descriptionHtml }}
      />
    </article>
  );
}
