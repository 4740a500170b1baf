// The one gate every post's HTML passes before it is stored: a strict allow-list (h1-h3, p, ul/ol/li,
// strong/em, links with safe addresses, images from https or our own /media). Everything else is dropped,
// with the text of script-like elements, so what readers get is inert whatever a partner (or a model) wrote.
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto'];
/** Elements whose content is code or markup, never prose: dropped whole rather than kept as text. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'frameset',
  'select',
];

/** http(s) or mailto, or a path on this site; never another scheme, nor `//host` or `/\\host`, which browsers
 * read as another site. Control characters and spaces are ignored the way browsers ignore them. */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(value)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return !/^[/\\]{2}/.test(value) && !value.includes('\\');
}

/** Covers come from https hosts or our own media store. */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return /^https:\/\/[^/\\\s]/i.test(value) || /^\/media\/[\w-]+\//.test(value);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const href = attribs.href && isSafeHref(attribs.href) ? attribs.href.trim() : undefined;
      const kept: sanitizeHtml.Attributes = href ? { href, rel: 'noopener nofollow' } : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const { src, alt, width, height } = attribs;
      const size = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? value : undefined);
      const kept: Record<string, string | undefined> = {
        src: src && isSafeImageSrc(src) ? src.trim() : undefined,
        alt: alt ?? '',
        width: size(width),
        height: size(height),
      };
      return {
        tagName,
        attribs: Object.fromEntries(
          Object.entries(kept).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
      };
    },
  },
  // An image with no safe source would only be a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
