// How much a place search asks for and answers, shared by the API's query schema, the server's search and the
// browser's own index. Apart from the contract so the browser's index loads without zod.

export const PLACE_SEARCH_LIMIT = { default: 8, max: 20 } as const;

/** Shorter queries answer nothing (not an error): one letter matches half the country. */
export const PLACE_QUERY_MIN_CHARS = 2;
