import { ACTIVE_SECTION_PROBE_PX } from '@/content/ui';

export type SectionBox = { id: string; top: number; bottom: number };

/**
 * The section whose box spans the probe line (100px below the viewport top),
 * or null when none does. Boxes are viewport-relative, as getBoundingClientRect gives them.
 */
export function findActiveSection(boxes: readonly SectionBox[], probe = ACTIVE_SECTION_PROBE_PX): string | null {
  const hit = boxes.find((box) => box.top <= probe && box.bottom > probe);
  return hit ? hit.id : null;
}
