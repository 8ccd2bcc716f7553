import { CalendarClock } from '@/components/ui/icons/calendar-clock';
import { Droplets } from '@/components/ui/icons/droplets';
import { Home } from '@/components/ui/icons/home';
import { Leaf } from '@/components/ui/icons/leaf';
import { PiggyBank } from '@/components/ui/icons/piggy-bank';
import { ShieldCheck } from '@/components/ui/icons/shield-check';
import { Smartphone } from '@/components/ui/icons/smartphone';
import { TrendingUp } from '@/components/ui/icons/trending-up';
import { Zap } from '@/components/ui/icons/zap';
import type { IconComponent } from '@/components/ui/icons/create-icon';
import type { BenefitIcon } from '@/content/benefits';
import type { SolutionIcon } from '@/content/solutions';

export type IconName = SolutionIcon | BenefitIcon;

const ICONS: Record<IconName, IconComponent> = {
  home: Home,
  zap: Zap,
  'trending-up': TrendingUp,
  droplets: Droplets,
  'piggy-bank': PiggyBank,
  'calendar-clock': CalendarClock,
  leaf: Leaf,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
};

type IconProps = { name: IconName; size?: number; className?: string };

/** Content names icons by key; this maps them to the SVG icons (decorative). */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" size={size} className={className} />;
}
