// A post's cover: the WebP first for browsers that take it, the JPEG (or the demo's own artwork) otherwise, with
// its size reserved so the text below does not jump when it arrives.
import type { BlogImage } from '../../domain/pages/blog-post';

interface BlogPictureProps {
  image: BlogImage;
  alt: string;
  className: string;
  /** The detail page's cover is the largest paint: fetch it first. */
  priority?: boolean;
}

export function BlogPicture({ image, alt, className, priority = false }: BlogPictureProps) {
  return (
    <picture>
      {image.webp ? <source srcSet={image.webp} type="image/webp" /> : null}
      <img
        className={className}
        src={image.src}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
