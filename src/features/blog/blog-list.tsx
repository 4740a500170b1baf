// The tenant's posts (spec 2.5 `blogs`): cards with cover, title, date and excerpt, newest first, page by page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOG_LIMITS } from '../../domain/pages/blog-limits';
import { ROUTES } from '../../domain/routes';
import { Pagination } from '../../components/pagination';
import { formatDate } from '../../lib/format';
import { useLocalePath } from '../../lib/use-locale-path';
import { BlogPicture } from './blog-picture';
import { useBlogList } from './blog-queries';
import './blog.css';

const SIZES = [BLOG_LIMITS.pageSize, BLOG_LIMITS.pageSize * 2, BLOG_LIMITS.pageSizeMax] as const;

export function BlogList() {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const [page, setPage] = useState<{ offset: number; limit: number }>({ offset: 0, limit: SIZES[0] });
  const list = useBlogList(page);

  if (list.isPending) return <p className="blog-status">{t('blog.loading')}</p>;
  if (list.isError)
    return (
      <p className="blog-status" role="alert">
        {t('blog.loadFailed')}
      </p>
    );
  if (list.data.total === 0) return <p className="blog-status">{t('blog.empty')}</p>;
  return (
    <>
      <ul className="blog-list">
        {list.data.posts.map((post) => {
          const href = to(ROUTES.blog.replace(':blog', post.slug));
          return (
            <li key={post.id} className="blog-card">
              {post.image ? <BlogPicture image={post.image} alt="" className="blog-card__cover" /> : null}
              <div className="blog-card__text">
                <h2 className="blog-card__title">
                  <Link to={href}>{post.title}</Link>
                </h2>
                <p className="blog-card__date">
                  {t('blog.publishedOn', { date: formatDate(post.publishedAt, i18n.language) })}
                </p>
                <p className="blog-card__excerpt">{post.excerpt}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {list.data.total > SIZES[0] ? (
        <Pagination
          total={list.data.total}
          offset={page.offset}
          limit={page.limit}
          sizes={SIZES}
          labels={{
            nav: t('blog.pages'),
            pageSize: t('blog.pageSize'),
            previous: t('blog.previous'),
            next: t('blog.next'),
            showing: (range) => t('blog.showing', range),
          }}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
