import { connectionStart } from './simulate';
import { DEFAULT_VALUES, valuesFrom, type FormValues } from './validate';

// How the island takes over the server-rendered form: it reads what the visitor already
// typed, where the caret was and what was open, then renders the same markup with those values.

export type FocusSnapshot = { id: string; start: number | null; end: number | null };

export type IslandSnapshot = {
  values: FormValues;
  /** Calendar year and month (0 = January) of connection, read from the clock here and never in the arithmetic. */
  year: number;
  month: number;
  focus: FocusSnapshot | null;
  /** Whether the visitor had opened the optional adjustments. */
  adjustmentsOpen: boolean;
};

export function captureSnapshot(root: HTMLElement, now = new Date()): IslandSnapshot {
  const form = root.querySelector('form');
  const values = form ? valuesFrom(new FormData(form)) : DEFAULT_VALUES;
  const active = document.activeElement;
  let focus: FocusSnapshot | null = null;
  if (form && active instanceof HTMLElement && active.id && form.contains(active)) {
    const input = active instanceof HTMLInputElement ? active : null;
    focus = { id: active.id, start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null };
  }
  const adjustmentsOpen = form?.querySelector('details')?.open ?? false;
  return { values, ...connectionStart(now), focus, adjustmentsOpen };
}

export function restoreFocus(focus: FocusSnapshot | null) {
  if (!focus) return;
  const element = document.getElementById(focus.id);
  if (!element) return;
  element.focus({ preventScroll: true });
  if (element instanceof HTMLInputElement && element.type === 'text' && focus.start !== null) {
    element.setSelectionRange(focus.start, focus.end ?? focus.start);
  }
}
