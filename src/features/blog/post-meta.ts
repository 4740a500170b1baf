// Keeps the head's description and Open Graph tags on the post being read after client-side navigation; the
// server already rendered them for the first load, and React renders the title.
import { useEffect } from 'react';
import type { BlogPost } from '../../domain/pages/blog-post';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

export function usePostMeta(post: BlogPost | undefined): void {
  useEffect(() => {
    if (!post) return;
    setMeta('name', 'description', post.excerpt);
    setMeta('property', 'og:type', 'article');
    setMeta('property', 'og:title', post.title);
    setMeta('property', 'og:description', post.excerpt);
    setMeta('property', 'og:url', window.location.href);
    if (post.image) setMeta('property', 'og:image', new URL(post.image.src, window.location.origin).href);
  }, [post]);
}
