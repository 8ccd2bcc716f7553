import type { RoadmapCategory, RoadmapCategoryKey, RoadmapItem } from '@/content/roadmap';

export type RoadmapItemsByCategory = Readonly<Record<RoadmapCategoryKey, readonly RoadmapItem[]>>;

export type HighPriorityItem = { category: RoadmapCategory; item: RoadmapItem };

export type RoadmapStats = {
  total: number;
  highPriority: number;
  categories: number;
  /** Items already on the site. */
  available: number;
  /** Items with priority 'Alta' not on the site yet, in category order: what comes first. */
  firstInLine: HighPriorityItem[];
};

/** The summary numbers, counted from the content so they never drift from it. */
export function roadmapStats(categories: readonly RoadmapCategory[], items: RoadmapItemsByCategory): RoadmapStats {
  const all = categories.flatMap((category) => (items[category.key] ?? []).map((item) => ({ category, item })));
  const high = all.filter(({ item }) => item.priority === 'Alta');
  return {
    total: all.length,
    highPriority: high.length,
    categories: categories.length,
    available: all.filter(({ item }) => item.status === 'Disponível').length,
    firstInLine: high.filter(({ item }) => item.status !== 'Disponível'),
  };
}
