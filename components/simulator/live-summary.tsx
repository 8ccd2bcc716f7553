import { useEffect, useRef } from 'react';
import { simulatorCopy } from '@/content/simulator/copy';
import styles from './simulator-form.module.css';

// The result in a few words beside the inputs, for phones, where the full result comes after the
// whole form. It sits right under the usage field and stays in view under the header while the
// visitor edits the fields below it. When it first appears below the fold (the field was typed in
// at the bottom of the screen), the page moves just enough to show it.
export function LiveSummary({ lines }: { lines: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // Only while the visitor is in the form, and only where the summary shows (not beside the results).
    if (!element || element.offsetParent === null || !element.closest('form')?.contains(document.activeElement)) return;
    const bottom = window.visualViewport?.height ?? window.innerHeight;
    if (element.getBoundingClientRect().bottom > bottom) element.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className={styles.live} role="group" aria-label={simulatorCopy.live.label}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <a className={styles.liveLink} href="#simulador-resultado-title">
        {simulatorCopy.live.seeAll}
      </a>
    </div>
  );
}
