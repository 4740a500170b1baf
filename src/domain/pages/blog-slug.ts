// Slug rules of blog posts: generated from the title, lower-case a-z, 0-9 and single hyphens, unique per tenant
// with a numeric suffix (`-2`, `-3`, ...) when taken. Pure, so the form previews what the server will store.

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Titles with no Latin letters or digits (Tamil, Arabic, ...) still get a valid slug. */
export const FALLBACK_SLUG = 'post';

/** Cuts to `max` characters at a hyphen where one is near, so a slug never ends mid-word or in a hyphen. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const hyphen = head.lastIndexOf('-');
  return (hyphen > max / 2 ? head.slice(0, hyphen) : head).replace(/-+$/, '');
}

/** "Chennai Airport: Taxi Guide (2025)!" → "chennai-airport-taxi-guide-2025". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(slug, SLUG_MAX) || FALLBACK_SLUG;
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

/** `base` itself when free, else the first of `base-2`, `base-3`, ... that is, trimmed so it stays in bounds. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cut(base, SLUG_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
