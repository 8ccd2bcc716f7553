/**
 * What a search result shows of a page's description before it cuts it (about 155 characters on a
 * phone): every description, Open Graph's and Twitter's included, fits in it whole, its first words
 * the ones the searcher came for. Apart from content/seo.ts, which is server-only, so that the budget
 * step can read it too when it checks every page of out/ (__tests__/budget/check-output.mjs).
 */
export const MAX_DESCRIPTION_CHARS = 155;

/**
 * The first wording that fits a search result whole (the longest first), else the last: a wording
 * that names what the company edits (its brand, up to 60 characters in the CMS) has a shorter one after it.
 */
export const firstThatFits = (...wordings: [string, ...string[]]): string => wordings.find((text) => text.length <= MAX_DESCRIPTION_CHARS) ?? wordings.at(-1)!;
