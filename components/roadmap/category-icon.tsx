import { Accessibility } from '@/components/ui/icons/accessibility';
import { Gauge } from '@/components/ui/icons/gauge';
import { MousePointerClick } from '@/components/ui/icons/mouse-pointer-click';
import { Palette } from '@/components/ui/icons/palette';
import { Sparkles } from '@/components/ui/icons/sparkles';
import type { IconComponent } from '@/components/ui/icons/create-icon';
import type { CategoryIconName } from '@/content/roadmap';

const ICONS: Record<CategoryIconName, IconComponent> = {
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
