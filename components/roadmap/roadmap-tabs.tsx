'use client';

import { useReducer, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { RoadmapCategoryKey } from '@/content/roadmap';
import { RoadmapCard, type RoadmapCardData } from './roadmap-card';
import { INITIAL_ROADMAP_STATE, isCardOpen, roadmapReducer, tabIndexAfterKey } from './roadmap-state';
import styles from './roadmap-tabs.module.css';

export type RoadmapPanelData = {
  key: RoadmapCategoryKey;
  title: string;
  /** CSS Module class of the category's colour tone. */
  toneClass: string;
  icon: ReactNode;
  intro: string;
  cards: RoadmapCardData[];
};

type RoadmapTabsProps = { label: string; panels: readonly RoadmapPanelData[] };

const panelId = (key: string) => `categoria-${key}`;
const tabId = (key: string) => `aba-${key}`;

/**
 * The page's one island: category tabs (WAI-ARIA tabs, automatic activation)
 * and the open card. Every panel is in the HTML; inactive ones are `hidden`,
 * and without JavaScript the CSS shows them all and the tabs work as in-page links.
 */
export function RoadmapTabs({ label, panels }: RoadmapTabsProps) {
  const [state, dispatch] = useReducer(roadmapReducer, INITIAL_ROADMAP_STATE);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  const onTabClick = (event: MouseEvent, category: RoadmapCategoryKey) => {
    event.preventDefault();
    dispatch({ type: 'select', category });
  };

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    // Space would scroll the page from a link; on a tab it selects, like Enter.
    if (event.key === ' ') {
      event.preventDefault();
      const panel = panels[index];
      if (panel) dispatch({ type: 'select', category: panel.key });
      return;
    }
    const next = tabIndexAfterKey(event.key, index, panels.length);
    const panel = next === null ? undefined : panels[next];
    if (next === null || !panel) return;
    event.preventDefault();
    dispatch({ type: 'select', category: panel.key });
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {panels.map((panel, index) => {
          const selected = panel.key === state.active;
          return (
            <a
              key={panel.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              id={tabId(panel.key)}
              href={`#${panelId(panel.key)}`}
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(panel.key)}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${panel.toneClass}`}
              onClick={(event) => onTabClick(event, panel.key)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {panel.icon}
              {panel.title}
            </a>
          );
        })}
      </div>

      {panels.map((panel) => (
        <section
          key={panel.key}
          id={panelId(panel.key)}
          role="tabpanel"
          aria-labelledby={tabId(panel.key)}
          tabIndex={0}
          hidden={panel.key !== state.active}
          className={`${styles.panel} ${panel.toneClass}`}
        >
          <h2 className={styles.panelTitle}>{panel.title}</h2>
          <p className={styles.intro}>{panel.intro}</p>
          <ul className={styles.cards}>
            {panel.cards.map((card, index) => {
              const key = { category: panel.key, index };
              return (
                <RoadmapCard
                  key={card.title}
                  id={`${panelId(panel.key)}-${index + 1}`}
                  card={card}
                  open={isCardOpen(state, key)}
                  onToggle={() => dispatch({ type: 'toggle', card: key })}
                />
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
