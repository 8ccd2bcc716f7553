import type { RoadmapCategory, RoadmapCategoryKey, RoadmapItem } from '@/content/roadmap';

export type RoadmapItemsByCategory = Readonly<Record<RoadmapCategoryKey, readonly RoadmapItem[]>>;

export type HighPriorityItem = { category: RoadmapCategory; item: RoadmapItem };

export type RoadmapStats = {
  total: number;
  highPriority: number;
  categories: number;
  /** Items with priority 'Alta', in category order: what comes first. */
  firstInLine: HighPriorityItem[];
};

/** The summary numbers, counted from the content so they never drift from it. */
export function roadmapStats(categories: readonly RoadmapCategory[], items: RoadmapItemsByCategory): RoadmapStats {
  const all = categories.flatMap((category) => (items[category.key] ?? []).map((item) => ({ category, item })));
  const firstInLine = all.filter(({ item }) => item.priority === 'Alta');
  return { total: all.length, highPriority: firstInLine.length, categories: categories.length, firstInLine };
}
