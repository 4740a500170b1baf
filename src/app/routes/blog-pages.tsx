// The blog's reading pages (spec 2.5): the list and a post in the rider's frame, each composing the blog feature
// with the page's title. The writing pages are a chunk of their own (blog-editor-pages.tsx): a reader, who most
// often lands on a post, never loads the forms and the full schemas they check with.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BlogArticle } from '../../features/blog/blog-article';
import { BlogList } from '../../features/blog/blog-list';
import { useBlogPost } from '../../features/blog/blog-queries';
import { DocumentTitle } from './document-title';

export function BlogsPage() {
  const { t } = useTranslation();
  return (
    <div className="page blog-page">
      <DocumentTitle page={t('blog.listTitle')} />
      <h1 className="page__title">{t('blog.listTitle')}</h1>
      <BlogList />
    </div>
  );
}

export function BlogPostPage() {
  const { t } = useTranslation();
  const slug = useParams().blog ?? '';
  const post = useBlogPost(slug);
  return (
    <div className="page blog-page">
      <DocumentTitle page={post.data?.title ?? t('blog.listTitle')} />
      <BlogArticle slug={slug} />
    </div>
  );
}
