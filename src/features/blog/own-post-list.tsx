// The partner's own posts, newest first, drafts marked: each opens in the edit form, and Delete asks first (a
// post deleted is gone from the site, its address and the sitemap). A link starts a new post.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnBlogPosts } from '../../domain/pages/blog';
import { ROUTES } from '../../domain/routes';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/describe-error';
import { formatDate } from '../../lib/format';
import { useLocalePath } from '../../lib/use-locale-path';
import { useDeletePost, useOwnPosts } from './own-posts';
import './blog.css';

type OwnPost = OwnBlogPosts['posts'][number];

export function OwnPostList() {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const posts = useOwnPosts();
  const [doomed, setDoomed] = useState<OwnPost | null>(null);

  return (
    <div className="stack">
      <p>
        <Link className="button button--primary" to={to(ROUTES.blogCreate)}>
          {t('blogAdmin.write')}
        </Link>
      </p>
      {posts.isPending ? <p className="blog-status">{t('blog.loading')}</p> : null}
      {posts.isError ? (
        <p className="blog-status" role="alert">
          {describeError(posts.error, t)}
        </p>
      ) : null}
      {posts.data?.posts.length === 0 ? <p className="blog-status">{t('blog.empty')}</p> : null}
      <ul className="own-posts">
        {posts.data?.posts.map((post) => (
          <li key={post.id} className="own-post">
            <article aria-label={post.title} className="own-post__body">
              <h2 className="own-post__title">{post.title}</h2>
              <p className="own-post__meta">
                <span className={post.published ? 'badge badge--completed' : 'badge badge--booked'}>
                  {post.published ? t('blogAdmin.published') : t('blogAdmin.draft')}
                </span>{' '}
                {t('blogAdmin.updatedOn', { date: formatDate(post.updatedAt, i18n.language) })}
              </p>
              <div className="own-post__actions">
                <Link
                  className="button button--light button--small"
                  to={`${to(ROUTES.travelBlog)}?edit=${encodeURIComponent(post.id)}`}
                >
                  {t('blogAdmin.edit')}
                </Link>
                {post.published ? (
                  <Link
                    className="button button--ghost button--small"
                    to={to(ROUTES.blog.replace(':blog', post.slug))}
                  >
                    {t('blog.viewPost')}
                  </Link>
                ) : null}
                <button
                  type="button"
                  className="button button--danger button--small"
                  onClick={() => setDoomed(post)}
                >
                  {t('blogAdmin.delete')}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Dialog
        open={doomed !== null}
        title={t('blogAdmin.confirmTitle')}
        closeLabel={t('common.close')}
        onClose={() => setDoomed(null)}
      >
        {doomed ? <ConfirmDelete post={doomed} onDone={() => setDoomed(null)} /> : null}
      </Dialog>
    </div>
  );
}

function ConfirmDelete({ post, onDone }: { post: OwnPost; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePost();
  return (
    <div className="stack">
      <p>{t('blogAdmin.confirmText', { title: post.title })}</p>
      {remove.isError ? (
        <p className="form-error" role="alert">
          {describeError(remove.error, t)}
        </p>
      ) : null}
      <div className="own-post__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(post.id, { onSuccess: onDone })}
        >
          {t('blogAdmin.confirmDelete')}
        </button>
        <button type="button" className="button button--light" onClick={onDone}>
          {t('blogAdmin.keep')}
        </button>
      </div>
    </div>
  );
}
