import { Accessibility, Gauge, MousePointerClick, Palette, Sparkles, type LucideIcon } from 'lucide-react';
import type { CategoryIconName } from '@/content/roadmap';

const ICONS: Record<CategoryIconName, LucideIcon> = {
  'mouse-pointer-click': MousePointerClick,
  palette: Palette,
  accessibility: Accessibility,
  gauge: Gauge,
  sparkles: Sparkles,
};

type CategoryIconProps = { name: CategoryIconName; size?: number };

/** Decorative: the category's title always sits beside it. */
export function CategoryIcon({ name, size = 20 }: CategoryIconProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" size={size} />;
}
