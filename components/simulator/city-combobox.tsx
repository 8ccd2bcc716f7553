'use client';

import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { simulatorCopy } from '@/content/simulator/copy';
import { findMunicipality, searchMunicipalities } from './city-search';
import { listen, useAttributes } from './in-place';
import { formatDecimal } from '@/lib/format/format';
import styles from './simulator-form.module.css';

type CityComboboxProps = {
  /** The server-rendered city field (the form reads it as `city`); its parent is the list's positioning box. */
  input: HTMLInputElement;
  /** A municipality was chosen: its name as LABREN spells it, already written into the field. */
  onCommit: (name: string) => void;
  onOpenChange?: (open: boolean) => void;
};

/** Waits for a pause in typing before the count of matches is read out. */
const ANNOUNCE_DELAY_MS = 500;

const copy = simulatorCopy.city;

// An editable combobox with a list popup, as in the WAI-ARIA Authoring Practices ("Editable
// Combobox With List Autocomplete", https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): focus
// stays in the text field, the active option is pointed at with aria-activedescendant, and
// nothing is chosen until Enter, Tab, a click or an exact name. The text field is the one the
// server rendered: the combobox's attributes and keys are attached to it, and the list is rendered
// beside it, in the wrapper the server left around it.
export function CityCombobox({ input, onCommit, onOpenChange }: CityComboboxProps) {
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');

  // Searched only while the list is open: nothing to sort while the visitor is elsewhere.
  const matches = useMemo(() => (open ? searchMunicipalities(query) : []), [open, query]);
  const optionId = (index: number) => `${listId}-opcao-${index}`;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) {
      setActive(-1);
      setStatus('');
    }
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setStatus(matches.length === 0 ? copy.none : copy.found(matches.length)), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, matches.length, query]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const commit = (name: string) => {
    // The server's uncontrolled input: its text is the DOM's to hold, not a prop's or React state's.
    // eslint-disable-next-line react-hooks/immutability
    input.value = name;
    onCommit(name);
    setQuery('');
    setOpen(false);
  };

  const openList = (at: number) => {
    setOpen(true);
    setActive(at);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? -1 : 0);
        else if (count > 0) setActive((active + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey && open && active >= 0) return commit(matches[active]!.name);
        if (!open) openList(event.altKey ? -1 : searchMunicipalities(query).length - 1);
        else if (count > 0) setActive(active <= 0 ? count - 1 : active - 1);
        return;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active >= 0) return commit(matches[active]!.name);
        return setOpen(false);
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        return setOpen(false);
      case 'Tab':
        if (open && active >= 0) commit(matches[active]!.name);
        return;
      case 'Home':
      case 'End': {
        if (active < 0) return;
        // Back to the text, the caret at its start or end (the option list keeps its place).
        event.preventDefault();
        setActive(-1);
        const at = event.key === 'Home' ? 0 : input.value.length;
        input.setSelectionRange(at, at);
        return;
      }
      case 'ArrowLeft':
      case 'ArrowRight':
        setActive(-1);
        return;
    }
  });

  // The form reads the text itself (its input listener); here the list follows it.
  const onInput = useEffectEvent(() => {
    setQuery(input.value);
    setOpen(true);
    setActive(-1);
  });

  const onClick = useEffectEvent(() => !open && openList(-1));

  const onBlur = useEffectEvent(() => {
    setOpen(false);
    const exact = findMunicipality(input.value);
    if (exact && exact.name !== input.value) commit(exact.name);
    else if (exact) onCommit(exact.name);
  });

  useLayoutEffect(() => listen(input, { keydown: (event) => onKeyDown(event as KeyboardEvent), input: onInput, click: onClick, blur: onBlur }), [input]);

  useAttributes(input, {
    role: 'combobox',
    spellcheck: 'false',
    'aria-autocomplete': 'list',
    'aria-expanded': String(open),
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : null,
  });

  return createPortal(
    <>
      <ul id={listId} role="listbox" aria-label={copy.listLabel} className={styles.listbox} hidden={!open || matches.length === 0}>
        {open &&
          matches.map((municipality, index) => (
            <li
              key={municipality.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keep the focus in the text field: the click chooses, it does not blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => commit(municipality.name)}
            >
              {municipality.name}
              <span className={styles.optionNote} aria-hidden="true">
                {formatDecimal(municipality.annual / 1000, 2, 2)} kWh/m²·dia
              </span>
            </li>
          ))}
      </ul>
      {open && matches.length === 0 && <p className={styles.empty}>{copy.none}</p>}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </>,
    input.parentElement!,
  );
}
