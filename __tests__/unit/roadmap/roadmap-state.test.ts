import { INITIAL_ROADMAP_STATE, isCardOpen, roadmapReducer, tabIndexAfterKey, type RoadmapAction, type RoadmapState } from '@/components/roadmap/roadmap-state';

const run = (...actions: RoadmapAction[]): RoadmapState => actions.reduce(roadmapReducer, INITIAL_ROADMAP_STATE);
const toggle = (category: RoadmapState['active'], index: number): RoadmapAction => ({ type: 'toggle', card: { category, index } });
const select = (category: RoadmapState['active']): RoadmapAction => ({ type: 'select', category });

describe('roadmap state', () => {
  it("starts on 'ux' with no card open", () => {
    expect(INITIAL_ROADMAP_STATE).toEqual({ active: 'ux', open: null });
  });

  it('toggles a card open and closed', () => {
    const opened = run(toggle('ux', 1));
    expect(isCardOpen(opened, { category: 'ux', index: 1 })).toBe(true);
    const closed = roadmapReducer(opened, toggle('ux', 1));
    expect(isCardOpen(closed, { category: 'ux', index: 1 })).toBe(false);
    expect(closed.open).toBeNull();
  });

  it('keeps at most one card open: opening another closes the first', () => {
    const state = run(toggle('ux', 0), toggle('ux', 2));
    expect(isCardOpen(state, { category: 'ux', index: 0 })).toBe(false);
    expect(isCardOpen(state, { category: 'ux', index: 2 })).toBe(true);
  });

  it('identifies a card by category plus position', () => {
    const state = run(toggle('ux', 1), select('ui'));
    expect(isCardOpen(state, { category: 'ui', index: 1 })).toBe(false);
    const other = roadmapReducer(state, toggle('ui', 1));
    expect(other.open).toEqual({ category: 'ui', index: 1 });
    expect(isCardOpen(roadmapReducer(other, select('ux')), { category: 'ux', index: 1 })).toBe(false);
  });

  it('keeps the open card across tab changes but shows it only while its category is active', () => {
    const away = run(toggle('accessibility', 3), select('performance'));
    expect(away.open).toEqual({ category: 'accessibility', index: 3 });
    expect(isCardOpen(away, { category: 'accessibility', index: 3 })).toBe(false);
    const back = roadmapReducer(away, select('accessibility'));
    expect(isCardOpen(back, { category: 'accessibility', index: 3 })).toBe(true);
  });

  it('switches the active category and leaves state untouched when it is already active', () => {
    expect(run(select('features')).active).toBe('features');
    expect(roadmapReducer(INITIAL_ROADMAP_STATE, select('ux'))).toBe(INITIAL_ROADMAP_STATE);
  });
});

describe('tab keyboard movement', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 5)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 3, 5)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 0, 5)).toBe(4);
  });

  it('jumps to the first tab on Home and the last on End', () => {
    expect(tabIndexAfterKey('Home', 3, 5)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty tablists', () => {
    expect(tabIndexAfterKey('ArrowDown', 2, 5)).toBeNull();
    expect(tabIndexAfterKey('a', 2, 5)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
