import { HEADER_SCROLLED_THRESHOLD_PX } from '@/content/ui';

/** The header's scrolled style starts strictly past the threshold. */
export function isScrolled(scrollY: number, threshold = HEADER_SCROLLED_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}
