import {
  CalendarClock,
  Droplets,
  Home,
  Leaf,
  PiggyBank,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { BenefitIcon } from '@/content/benefits';
import type { SolutionIcon } from '@/content/solutions';

export type IconName = SolutionIcon | BenefitIcon;

const ICONS: Record<IconName, LucideIcon> = {
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

/** Content names icons by key; this maps them to lucide icons (decorative). */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" size={size} className={className} />;
}
