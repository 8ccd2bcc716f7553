import { CLEANING_PRICE_PER_MODULE, premises } from '@/content/simulator/premises';

/** One price per module and visit, for a system of `from` to `upTo` modules. */
export type CleaningTier = { from: number; upTo: number; brl: number };

/**
 * The cleaning's prices as its service page states them: the first two tiers per module (the sizes
 * of the homes the page simulates) and the least a visit costs. The page's words
 * (service-figures.ts) and the offer in the structured data (service-offer.ts) both read them here,
 * so the data never states a price the page does not show.
 */
export const CLEANING_PRICES: { perModule: readonly CleaningTier[]; minimumBRL: number } = {
  perModule: CLEANING_PRICE_PER_MODULE.slice(0, 2).map(([upTo, brl], index, list) => ({ from: index === 0 ? 1 : list[index - 1]![0] + 1, upTo, brl })),
  minimumBRL: premises.cleaningMinimumBRL,
};
