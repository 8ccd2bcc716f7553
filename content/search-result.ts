/**
 * What a search result shows of a page's description before it cuts it (about 155 characters on a
 * phone): every description, Open Graph's and Twitter's included, fits in it whole, its first words
 * the ones the searcher came for. Apart from content/seo.ts, which is server-only, so that the budget
 * step can read it too when it checks every page of out/ (__tests__/budget/check-output.mjs).
 */
export const MAX_DESCRIPTION_CHARS = 155;
