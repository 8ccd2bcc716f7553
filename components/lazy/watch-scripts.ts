type Seen = { src: string; settled: boolean };

/**
 * Remembers the script URLs the bundler adds to the document while a part loads,
 * and which of them are still loading: a time-out names the chunk it waited for,
 * even though the bundler's own error (which names it too) never came.
 */
export function watchScripts() {
  const seen: Seen[] = [];
  const record = (records: MutationRecord[]) => {
    for (const { addedNodes } of records) {
      addedNodes.forEach((node) => {
        if (!(node instanceof HTMLScriptElement) || !node.src) return;
        const entry: Seen = { src: node.src, settled: false };
        const settle = () => {
          entry.settled = true;
        };
        node.addEventListener('load', settle, { once: true });
        node.addEventListener('error', settle, { once: true });
        seen.push(entry);
      });
    }
  };
  const observer = typeof MutationObserver === 'undefined' || typeof document === 'undefined' ? null : new MutationObserver(record);
  // Records not yet delivered to the callback, so a question asked right away sees them.
  const flush = () => observer && record(observer.takeRecords());
  observer?.observe(document.documentElement, { childList: true, subtree: true });

  return {
    /** The last script added, loaded or not. */
    last: () => (flush(), seen.at(-1)?.src ?? ''),
    /** The first script added that has neither loaded nor failed. */
    pending: () => (flush(), seen.find((entry) => !entry.settled)?.src ?? seen.at(-1)?.src ?? ''),
    stop: () => observer?.disconnect(),
  };
}
