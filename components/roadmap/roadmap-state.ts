import { ROADMAP_DEFAULT_CATEGORY, type RoadmapCategoryKey } from '@/content/roadmap';

// The roadmap's state rules (spec section 4), free of React and the DOM.

/** A card is identified by its category plus its position in that category. */
export type CardKey = { category: RoadmapCategoryKey; index: number };

export type RoadmapState = {
  active: RoadmapCategoryKey;
  /** At most one open card, kept when the category changes. */
  open: CardKey | null;
};

export type RoadmapAction = { type: 'select'; category: RoadmapCategoryKey } | { type: 'toggle'; card: CardKey };

export const INITIAL_ROADMAP_STATE: RoadmapState = { active: ROADMAP_DEFAULT_CATEGORY, open: null };

function sameCard(a: CardKey | null, b: CardKey): boolean {
  return a !== null && a.category === b.category && a.index === b.index;
}

export function roadmapReducer(state: RoadmapState, action: RoadmapAction): RoadmapState {
  switch (action.type) {
    case 'select':
      return state.active === action.category ? state : { ...state, active: action.category };
    case 'toggle':
      return { ...state, open: sameCard(state.open, action.card) ? null : action.card };
  }
}

/** The open card shows only while its category is the active one. */
export function isCardOpen(state: RoadmapState, card: CardKey): boolean {
  return state.active === card.category && sameCard(state.open, card);
}

/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern):
 * arrows wrap around, Home and End jump to the ends; null for any other key.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
