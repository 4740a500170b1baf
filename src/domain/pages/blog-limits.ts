// The blog's limits, shared by the partner's form, the server's checks and the readers' list paging.

export const BLOG_LIMITS = {
  titleMax: 150,
  keywordsMax: 300,
  descriptionMinText: 100,
  descriptionMaxHtml: 40_000,
  tagsMax: 10,
  tagMax: 30,
  placeMax: 80,
  metaDescription: 155,
  imageBytesMax: 5 * 1024 * 1024,
  /** Width of the served cover; smaller uploads keep their own. */
  imageWidth: 1200,
  pageSize: 12,
  pageSizeMax: 50,
} as const;
