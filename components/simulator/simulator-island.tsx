'use client';

import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { sendLead } from '@/components/contact/lead-channel';
import { CircleAlert } from '@/components/ui/icons/circle-alert';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { SIMULATOR_SETTLE_MS, summaryCopy } from '@/content/simulator';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import { CityCombobox } from './city-combobox';
import { findMunicipality, findMunicipalityBySlug } from './city-search';
import { ANNOUNCEMENT_ID, fieldIds, LIVE_SLOT_ID, RESULT_SLOT_ID, tariffHint } from './form-slots';
import { listen, useAttributes } from './in-place';
import { LiveSummary } from './live-summary';
import { ResultActions } from './result-actions';
import { connectionStart, simulate } from './simulate';
import { SimulationResultView } from './simulation-result';
import formStyles from './simulator-form.module.css';
import resultStyles from './simulator-results.module.css';
import { announcement, leadMessage, liveSummary, SERVICE_BY_MODE } from './summary';
import { DEFAULT_VALUES, fieldsFor, TYPED_FIELDS, validate, valuesFrom, type FieldErrors, type FormValues, type TypedField } from './validate';

const FORM_FIELDS = Object.keys(DEFAULT_VALUES) as (keyof FormValues)[];
const isTyped = (name: string): name is TypedField => (TYPED_FIELDS as readonly string[]).includes(name);
const nameOf = (target: EventTarget | null) => (target instanceof HTMLInputElement ? target.name : '');

/** Errors of the fields these values show, once the visitor has had a chance to finish typing. */
function visibleErrors(values: FormValues, errors: FieldErrors, revealed: ReadonlySet<TypedField>): FieldErrors {
  return Object.fromEntries(fieldsFor(values).flatMap((f) => (revealed.has(f) && errors[f] ? [[f, errors[f]]] : [])));
}

/** An element of the server-rendered markup; missing, the markup and the island no longer agree. */
function find<T extends Element>(root: ParentNode, selector: string, type: abstract new () => T): T {
  const element = root.querySelector(selector);
  if (!(element instanceof type)) throw new Error(`The simulator's island found no ${type.name} at ${selector}`);
  return element;
}

type Field = { input: HTMLInputElement; error: HTMLElement; hintId: string };

/** The server-rendered elements the island works on, found once: they stay for the page's whole life. */
function locate(root: HTMLElement) {
  const form = find(root, 'form', HTMLFormElement);
  const byId = (id: string) => find(root, `#${id}`, HTMLElement);
  const fields = Object.fromEntries(
    TYPED_FIELDS.map((name) => {
      const ids = fieldIds(name);
      const field: Field = { input: find(form, `#${ids.input}`, HTMLInputElement), error: byId(ids.error), hintId: ids.hint };
      return [name, field];
    }),
  ) as Record<TypedField, Field>;
  return {
    form,
    fields,
    tariffHint: byId(fieldIds('tariff').hint),
    adjustments: find(form, 'details', HTMLDetailsElement),
    live: byId(LIVE_SLOT_ID),
    placeholder: find(root, `.${resultStyles.placeholder}`, HTMLElement),
    result: byId(RESULT_SLOT_ID),
    announcement: byId(ANNOUNCEMENT_ID),
  };
}

/** A wrong field: the input marked invalid and described by its message, written into the place under it. */
function FieldMessage({ field, message }: { field: Field; message?: string }) {
  useAttributes(field.input, {
    'aria-invalid': message ? 'true' : undefined,
    'aria-describedby': message ? `${field.error.id} ${field.hintId}` : undefined,
  });
  return createPortal(
    message ? (
      <>
        <CircleAlert aria-hidden="true" className={formStyles.errorIcon} />
        {message}
      </>
    ) : null,
    field.error,
  );
}

/**
 * A solution card's link (`/?modo=assinatura#simulador`) opens the simulator in its mode, unless the
 * visitor already chose another one before the island attached.
 */
function modeFromUrl(form: HTMLFormElement) {
  const mode = new URLSearchParams(window.location.search).get('modo');
  const chosen = form.querySelector<HTMLInputElement>('input[name="mode"]:checked');
  const wanted = [...form.querySelectorAll<HTMLInputElement>('input[name="mode"]')].find((radio) => radio.value === mode);
  if (wanted && (!chosen || chosen.defaultChecked)) wanted.checked = true;
}

/**
 * A city page's link (`/?cidade=cambe#simulador`) opens the simulator on that city, unless the
 * visitor already typed another one before the island attached. Only a slug of one of the 399
 * municipalities is taken, and only as the name the list spells: no text of the address reaches the page.
 */
export function cityFromUrl(form: HTMLFormElement) {
  const slug = new URLSearchParams(window.location.search).get('cidade');
  const municipality = slug ? findMunicipalityBySlug(slug) : undefined;
  const input = form.querySelector<HTMLInputElement>('input[name="city"]');
  if (municipality && input && input.value === input.defaultValue) input.value = municipality.name;
}

// The interactive simulator. It enhances the form and the results frame the server rendered, in
// place: it reads the inputs (what the visitor typed before it loaded too), and writes messages, the
// compact result and the result into the places the server left for them. Results follow every
// keystroke, while errors and the screen-reader summary wait for a pause in typing (or for the
// field to lose focus).
export function SimulatorIsland({ root }: { root: HTMLElement }) {
  const [dom] = useState(() => locate(root));
  // Read once, as the island attaches: the form as the visitor left it, and the clock (the month of connection).
  const [initial] = useState(() => {
    modeFromUrl(dom.form);
    cityFromUrl(dom.form);
    return valuesFrom(new FormData(dom.form));
  });
  const [{ year, month }] = useState(() => connectionStart(new Date()));
  const [values, setValues] = useState(initial);
  const [settled, setSettled] = useState(initial);
  const [revealed, setRevealed] = useState<ReadonlySet<TypedField>>(() => new Set());
  const [cityOpen, setCityOpen] = useState(false);
  const typed = useRef(new Set<TypedField>(TYPED_FIELDS.filter((f) => initial[f] !== DEFAULT_VALUES[f])));
  const [lastCity, setLastCity] = useState(() => findMunicipality(initial.city)?.name ?? DEFAULT_CITY);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const settle = useCallback((next: FormValues) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSettled(next);
      setRevealed((shown) => new Set([...shown, ...typed.current]));
    }, SIMULATOR_SETTLE_MS);
  }, []);

  useEffect(() => {
    if (typed.current.size > 0) settle(initial);
    return () => clearTimeout(timer.current);
  }, [initial, settle]);

  // While the visitor is choosing a city, the result stays on the last city chosen.
  const current = useMemo(() => (cityOpen && !findMunicipality(values.city) ? { ...values, city: lastCity } : values), [values, cityOpen, lastCity]);
  const { input, errors } = useMemo(() => validate(current, year, month), [current, year, month]);
  const result = useMemo(() => (input ? simulate(input) : null), [input]);
  const shownErrors = visibleErrors(values, errors, revealed);
  const adjustmentError = Boolean(shownErrors.tariff || shownErrors.publicLighting);

  // A message inside the optional adjustments must be seen: open them (the visitor may close them again).
  useEffect(() => {
    if (adjustmentError) dom.adjustments.setAttribute('open', '');
  }, [adjustmentError, dom]);

  // The tariff's hint names the tariff of the class chosen; the input's description reads it.
  useLayoutEffect(() => {
    dom.tariffHint.replaceChildren(tariffHint(values.tariffClass));
  }, [values.tariffClass, dom]);

  // The placeholder until there is a result; the result is written into the slot after it.
  useLayoutEffect(() => {
    dom.placeholder.toggleAttribute('hidden', Boolean(result));
  }, [result, dom]);

  const spoken = useMemo(() => {
    const check = validate(settled, year, month);
    if (check.input) return announcement(simulate(check.input));
    const first = Object.values(visibleErrors(settled, check.errors, revealed))[0];
    return first ? summaryCopy.announce.error(first) : '';
  }, [settled, year, month, revealed]);

  const update = (next: FormValues, field?: string) => {
    if (field && isTyped(field)) typed.current.add(field);
    setValues(next);
    settle(next);
  };

  // Text fields fire change again as they lose focus: like React's onChange, only a change of value counts.
  const onChange = useEffectEvent((event: Event) => {
    const next = valuesFrom(new FormData(dom.form));
    if (FORM_FIELDS.some((name) => next[name] !== values[name])) update(next, nameOf(event.target));
  });

  const reveal = (field: TypedField) => setRevealed((shown) => (shown.has(field) ? shown : new Set([...shown, field])));

  const onFocusOut = useEffectEvent((event: Event) => {
    const name = nameOf(event.target);
    if (isTyped(name) && typed.current.has(name)) reveal(name);
  });

  // Attached in the commit that follows the render which read the form: one task, so no keystroke
  // falls between the two. The form has no submit button, but Enter must never reload the page.
  useLayoutEffect(() => listen(dom.form, { input: onChange, change: onChange, focusout: onFocusOut, submit: (event) => event.preventDefault() }), [dom]);

  const onCityCommit = (name: string) => {
    setLastCity(name);
    typed.current.add('city');
    setValues((previous) => {
      const next = { ...previous, city: name };
      settle(next);
      return next;
    });
  };

  const message = result ? leadMessage(result) : '';
  return (
    <>
      {TYPED_FIELDS.map((name) => (
        <FieldMessage key={name} field={dom.fields[name]} message={shownErrors[name]} />
      ))}
      <CityCombobox input={dom.fields.city.input} onCommit={onCityCommit} onOpenChange={setCityOpen} />
      {createPortal(result ? <LiveSummary lines={liveSummary(result)} /> : null, dom.live)}
      {createPortal(
        result ? (
          <>
            <SimulationResultView result={result} />
            {/* No quote for a system an installer would not quote: the view offers the team instead. */}
            {(result.mode !== 'usina' || result.viability.kind === 'ok') && (
              <ResultActions
                whatsappHref={buildWhatsAppLink(message)}
                onQuote={() => sendLead({ service: SERVICE_BY_MODE[result.mode], message, ...(result.mode === 'usina' && { city: result.city }) })}
              />
            )}
          </>
        ) : null,
        dom.result,
      )}
      {createPortal(spoken, dom.announcement)}
    </>
  );
}
