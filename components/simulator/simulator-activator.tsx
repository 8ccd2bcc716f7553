'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { loadPart } from '@/components/lazy/load-part';
import type { IslandSnapshot } from './take-over';

type SimulatorActivatorProps = {
  /** The server-rendered form and results frame, shown until the island takes over. */
  children: ReactNode;
  className?: string;
  alertClassName?: string;
  retryClassName?: string;
  rootMargin: string;
  copy: { failed: string; retry: string };
};

type Island = { Component: ComponentType<IslandSnapshot>; snapshot: IslandSnapshot };

// The only simulator code in the first load: it loads the island when the section nears the
// viewport or the visitor touches the form, then hands it the form as the visitor left it.
export function SimulatorActivator({ children, className, alertClassName, retryClassName, rootMargin, copy }: SimulatorActivatorProps) {
  const root = useRef<HTMLDivElement>(null);
  const state = useRef<'idle' | 'loading' | 'failed' | 'done'>('idle');
  const pressed = useRef(false);
  const [island, setIsland] = useState<Island | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (state.current === 'loading' || state.current === 'done') return;
    state.current = 'loading';
    setFailed(false);
    loadPart('simulador', () => import('./simulator-island')).then(
      (part) => {
        const swap = () => {
          if (!root.current) return;
          const snapshot = part.captureSnapshot(root.current);
          state.current = 'done';
          // Read and replace in one task, so no keystroke falls between the two.
          flushSync(() => setIsland({ Component: part.SimulatorIsland, snapshot }));
        };
        // Never swap the form under a pressed pointer: the click would land on a removed node.
        if (!pressed.current) return swap();
        const release = () => {
          window.removeEventListener('pointerup', release);
          window.removeEventListener('pointercancel', release);
          setTimeout(swap);
        };
        window.addEventListener('pointerup', release);
        window.addEventListener('pointercancel', release);
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
    const release = () => (pressed.current = false);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    const section = root.current;
    const observer =
      section && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin })
        : null;
    if (section) observer?.observe(section);
    return () => {
      observer?.disconnect();
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [start, rootMargin]);

  return (
    <div
      ref={root}
      className={className}
      onFocusCapture={start}
      onPointerDownCapture={() => {
        pressed.current = true;
        start();
      }}
    >
      {island ? <island.Component {...island.snapshot} /> : children}
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
