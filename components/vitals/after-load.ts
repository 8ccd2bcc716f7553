/**
 * Runs `task` once the page has loaded and the main thread is idle, so nothing it
 * does competes with hydration or the first interactions. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void, idleTimeoutMs = 5000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: idleTimeoutMs });
    } else {
      timer = setTimeout(() => !cancelled && task(), 1);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  };
}
