'use client';

import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { simulatorCopy } from '@/content/simulator/copy';
import { findMunicipality, searchMunicipalities } from './city-search';
import { FieldError } from './number-field';
import { formatDecimal } from '@/lib/format/format';
import styles from './simulator-form.module.css';

type CityComboboxProps = {
  /** The field's text (the form reads it as `city`). */
  value: string;
  onTextChange: (text: string) => void;
  /** A municipality was chosen: its name as LABREN spells it. */
  onCommit: (name: string) => void;
  onOpenChange?: (open: boolean) => void;
  error?: string;
};

/** Waits for a pause in typing before the count of matches is read out. */
const ANNOUNCE_DELAY_MS = 500;

const copy = simulatorCopy.city;

// An editable combobox with a list popup, as in the WAI-ARIA Authoring Practices ("Editable
// Combobox With List Autocomplete", https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): focus
// stays in the text field, the active option is pointed at with aria-activedescendant, and
// nothing is chosen until Enter, Tab, a click or an exact name.
export function CityCombobox({ value, onTextChange, onCommit, onOpenChange, error }: CityComboboxProps) {
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
    onTextChange(name);
    onCommit(name);
    setQuery('');
    setOpen(false);
  };

  const openList = (at: number) => {
    setOpen(true);
    setActive(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        const at = event.key === 'Home' ? 0 : event.currentTarget.value.length;
        event.currentTarget.setSelectionRange(at, at);
        return;
      }
      case 'ArrowLeft':
      case 'ArrowRight':
        setActive(-1);
        return;
    }
  };

  const describedBy = [error ? 'sim-city-error' : '', 'sim-city-hint'].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor="sim-city" className={styles.label}>
        {copy.label}
      </label>
      <div className={styles.combo}>
        <input
          id="sim-city"
          name="city"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.textInput}
          value={value}
          onChange={(event) => {
            onTextChange(event.target.value);
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => !open && openList(-1)}
          onBlur={() => {
            setOpen(false);
            const exact = findMunicipality(value);
            if (exact && exact.name !== value) commit(exact.name);
            else if (exact) onCommit(exact.name);
          }}
        />
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
      </div>
      <FieldError id="sim-city-error" message={error} />
      <p id="sim-city-hint" className={styles.hint}>
        {copy.hint}
      </p>
    </div>
  );
}
