'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '@/content/navigation';
import { DESKTOP_BREAKPOINT_PX } from '@/content/ui';
import { findActiveSection } from './active-section';
import { isRootPath } from './root-path';
import styles from './main-nav.module.css';
import { useScrollLock } from './use-scroll-lock';

type MainNavProps = {
  items: readonly NavItem[];
  /** The call to action, in the header's row on every width, between the menu and the hamburger. */
  cta: { label: string; href: string };
  /** The rest of the open phone menu, under the six items (the header's server-rendered shortcuts). */
  children?: ReactNode;
};

const MENU_ID = 'menu-principal';
const PANEL_ID = 'menu-painel';

/** Whether this browser has the popover API (Chrome 114, Safari 17, Firefox 125 and later). */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

const subscribeNever = () => () => {};
const readPathname = () => window.location.pathname;
const serverPathname = () => null;

export function MainNav({ items, cta, children }: MainNavProps) {
  // Every link here is a full page load, so the path never changes under the page:
  // read it once hydrated (null in the server render, which has no location).
  const pathname = useSyncExternalStore(subscribeNever, readPathname, serverPathname);
  const onRoot = isRootPath(pathname);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useScrollLock(open);

  // The panel is a popover the hamburger opens natively (popovertarget), so a tap before
  // hydration opens it; React follows the popover's own state, including a menu opened before
  // it ran. Browsers without popovers get the same panel from React state (data-open).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !hasPopover()) return;
    const follow = () => setOpen(panel.matches(':popover-open'));
    follow();
    panel.addEventListener('toggle', follow);
    return () => panel.removeEventListener('toggle', follow);
  }, []);

  const close = useCallback(() => {
    const panel = panelRef.current;
    if (panel && hasPopover() && panel.matches(':popover-open')) panel.hidePopover();
    setOpen(false);
  }, []);

  // Highlight the section under the 100px probe, on the home page only.
  useEffect(() => {
    if (!onRoot) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = items.flatMap(({ id }) => {
        const el = document.getElementById(id);
        if (!el) return [];
        const { top, bottom } = el.getBoundingClientRect();
        return [{ id, top, bottom }];
      });
      setActive(findActiveSection(boxes));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [items, onRoot]);

  // While open: Escape and outside clicks close; growing to desktop width closes.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    // A click, not pointerdown: a swipe on the page behind must not close the menu
    // (and so release the scroll lock) in the middle of the gesture it would scroll.
    const onOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onDesktop = () => desktop.matches && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onOutsideClick);
    desktop.addEventListener('change', onDesktop);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onOutsideClick);
      desktop.removeEventListener('change', onDesktop);
    };
  }, [open, close]);

  // The link itself navigates (smooth scroll and the 80px offset are CSS);
  // closing first, synchronously, releases the scroll lock before it does.
  const choose = useCallback(() => {
    flushSync(close);
  }, [close]);

  // The call to action sits beside the menu, not in it: the menu is the spec's six items. It stays in
  // the header's row at every width (on a phone between the logo and the hamburger, its first word
  // visually hidden where the row has no room: the link's name stays whole).
  const [lead, ...rest] = cta.label.split(' ');
  return (
    <div ref={rootRef} className={styles.root}>
      <div ref={panelRef} id={PANEL_ID} popover="auto" className={styles.panel} data-open={open ? 'true' : 'false'}>
        <nav aria-label="Menu principal">
          <ul id={MENU_ID} className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <a href={item.href} className={styles.link} aria-current={onRoot && active === item.id ? 'location' : undefined} onClick={choose}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
      <a href={cta.href} className={styles.cta} onClick={choose}>
        {/* One inline box inside the flex link, so the space after the first word stays. */}
        <span>
          {rest.length > 0 && <span className={styles.ctaLead}>{lead} </span>}
          {rest.length > 0 ? rest.join(' ') : cta.label}
        </span>
      </a>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        popoverTarget={PANEL_ID}
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        // With popovers the browser toggles the panel itself (the toggle event updates `open`).
        onClick={() => hasPopover() || setOpen((value) => !value)}
      >
        {/* Three bars drawn in CSS that turn into an X while the menu is open (no icon code shipped). */}
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
    </div>
  );
}
