// The blog's writing pages (spec 2.5): the create form, the partner's own posts and the edit form behind the
// partner's session, each composing the blog feature with the page's title.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BlogForm } from '../../features/blog/blog-form';
import { OwnPostList } from '../../features/blog/own-post-list';
import { useOwnPost } from '../../features/blog/own-posts';
import { describeError } from '../../lib/describe-error';
import { DocumentTitle } from './document-title';

export function BlogCreatePage() {
  const { t } = useTranslation();
  return (
    <div className="page blog-page">
      <DocumentTitle page={t('blog.createTitle')} />
      <BlogForm />
    </div>
  );
}

/** The partner's posts, or one of them in the edit form when the address names it (`?edit={id}`). */
export function OwnPostsPage() {
  const { t } = useTranslation();
  const editing = useSearchParams()[0].get('edit');
  if (editing) return <BlogEditPage postId={editing} />;
  return (
    <div className="page blog-page">
      <DocumentTitle page={t('screens.travelBlog')} />
      <h1 className="page__title">{t('screens.travelBlog')}</h1>
      <OwnPostList />
    </div>
  );
}

function BlogEditPage({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const post = useOwnPost(postId);
  return (
    <div className="page blog-page">
      <DocumentTitle page={post.data?.title ?? t('blogAdmin.editTitle')} />
      {post.data ? <BlogForm key={post.data.id} post={post.data} /> : null}
      {post.isPending ? <p className="blog-status">{t('blog.loading')}</p> : null}
      {post.isError ? (
        <p className="blog-status" role="alert">
          {describeError(post.error, t)}
        </p>
      ) : null}
    </div>
  );
}
