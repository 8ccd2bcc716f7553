// The floating button's overlap guard (a lazy part): whenever a control of the page is under
// the button, or, on a desktop, the contact form's completion offers WhatsApp in view (its link
// carries what the visitor typed: one WhatsApp call to action in view, not two), the button steps aside (data-covering on the dock hides it at once, and it fades
// back when the way is clear). Checked on every scroll, resize and change of the page, one
// look per frame at most.

/** What a visitor can click or focus; `label` too, as it works its control. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [tabindex]:not([tabindex="-1"])';

/** Space kept between the button and a control, so they never touch. */
const CLEARANCE_PX = 8;

export type Box = { top: number; right: number; bottom: number; left: number };

/** Whether two boxes overlap, or come closer than `gap`. Empty boxes overlap nothing. */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  if (a.right <= a.left || a.bottom <= a.top || b.right <= b.left || b.bottom <= b.top) return false;
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

function shown(element: Element): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/** Whether a visible control of the page (outside the dock) lies under the button. */
export function controlUnder(dock: HTMLElement): boolean {
  const button = dock.firstElementChild;
  if (!button) return false;
  const box = button.getBoundingClientRect();
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (!dock.contains(control) && overlaps(box, control.getBoundingClientRect(), CLEARANCE_PX) && shown(control)) return true;
  }
  return false;
}

/** From this width the page is laid out for a desktop (64em), where a twin in view is redundant. */
const DESKTOP_MIN_PX = 1024;

/**
 * Whether, on a desktop, one of the page's own WhatsApp calls to action (marked `data-whatsapp-cta`)
 * is in the viewport. On a phone the button stays: it is where a thumb looks for WhatsApp.
 */
export function twinInView(): boolean {
  if (window.innerWidth < DESKTOP_MIN_PX) return false;
  const viewport = { top: 0, left: 0, right: window.innerWidth, bottom: window.innerHeight };
  for (const link of document.querySelectorAll('[data-whatsapp-cta]')) {
    if (overlaps(link.getBoundingClientRect(), viewport) && shown(link)) return true;
  }
  return false;
}

/** Starts guarding; returns the function that stops. */
export function watchOverlap(dock: HTMLElement): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    // A visitor who has focused the button keeps it where it is.
    const covering = !dock.contains(document.activeElement) && (controlUnder(dock) || twinInView());
    dock.toggleAttribute('data-covering', covering);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  const mutations = new MutationObserver((records) => {
    if (records.some((record) => !dock.contains(record.target))) schedule();
  });
  const resizes = new ResizeObserver(schedule);

  check();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  document.addEventListener('focusin', schedule);
  document.addEventListener('transitionend', schedule);
  mutations.observe(document.body, { subtree: true, childList: true, attributes: true });
  resizes.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
    document.removeEventListener('transitionend', schedule);
    mutations.disconnect();
    resizes.disconnect();
  };
}
