'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadPart } from '@/components/lazy/load-part';

type SimulatorActivatorProps = {
  /** The server-rendered form and results frame: they stay, and the island enhances them in place. */
  children: ReactNode;
  className?: string;
  alertClassName?: string;
  retryClassName?: string;
  rootMargin: string;
  copy: { failed: string; retry: string };
};

type Island = { Component: ComponentType<{ root: HTMLElement }>; root: HTMLElement };

// The only simulator code in the first load: it loads the island when the section nears the
// viewport or the visitor touches the form, then mounts it beside the server-rendered form, which
// it attaches to (no node is replaced, so what was typed, the caret and what was open stay as they
// are). There used to be a guard here that waited for a pressed pointer to be released: it was for
// the swap of the whole form, which removed the node under the pointer; with nothing removed it went.
export function SimulatorActivator({ children, className, alertClassName, retryClassName, rootMargin, copy }: SimulatorActivatorProps) {
  const root = useRef<HTMLDivElement>(null);
  const state = useRef<'idle' | 'loading' | 'failed' | 'done'>('idle');
  const [island, setIsland] = useState<Island | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (state.current === 'loading' || state.current === 'done') return;
    state.current = 'loading';
    setFailed(false);
    loadPart('simulador', () => import('./simulator-island')).then(
      (part) => {
        state.current = 'done';
        if (root.current) setIsland({ Component: part.SimulatorIsland, root: root.current });
      },
      () => {
        state.current = 'failed';
        setFailed(true);
      },
    );
  }, []);

  // After a failure only the retry button tries again, so neither scrolling nor focus loops.
  const start = useCallback(() => {
    if (state.current === 'idle') load();
  }, [load]);

  useEffect(() => {
    const section = root.current;
    const observer =
      section && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin })
        : null;
    if (section) observer?.observe(section);
    return () => observer?.disconnect();
  }, [start, rootMargin]);

  return (
    <div ref={root} className={className} onFocusCapture={start} onPointerDownCapture={start}>
      {children}
      {/* Renders nothing here: everything it shows goes through portals into the markup above. */}
      {island && <island.Component root={island.root} />}
      {failed && (
        <div role="alert" className={alertClassName}>
          <p>{copy.failed}</p>
          <button type="button" className={retryClassName} onClick={load}>
            {copy.retry}
          </button>
        </div>
      )}
    </div>
  );
}
