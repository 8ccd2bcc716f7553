'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { sendLead } from '@/components/contact/lead-channel';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { SIMULATOR_SETTLE_MS, summaryCopy } from '@/content/simulator';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import { CityCombobox } from './city-combobox';
import { findMunicipality } from './city-search';
import { LiveSummary } from './live-summary';
import { ResultActions } from './result-actions';
import { ResultsPanel, ResultsPlaceholder } from './results-panel';
import { simulate } from './simulate';
import { SimulationResultView } from './simulation-result';
import { SimulatorForm } from './simulator-form';
import { announcement, leadMessage, liveSummary, SERVICE_BY_MODE } from './summary';
import { restoreFocus, type IslandSnapshot } from './take-over';
import { DEFAULT_VALUES, fieldsFor, TYPED_FIELDS, validate, valuesFrom, type FieldErrors, type FormValues, type TypedField } from './validate';

export { captureSnapshot } from './take-over';
export type { IslandSnapshot } from './take-over';

const isTyped = (name: string): name is TypedField => (TYPED_FIELDS as readonly string[]).includes(name);
const nameOf = (target: EventTarget) => (target instanceof HTMLInputElement ? target.name : '');

/** Errors of the fields these values show, once the visitor has had a chance to finish typing. */
function visibleErrors(values: FormValues, errors: FieldErrors, revealed: ReadonlySet<TypedField>): FieldErrors {
  return Object.fromEntries(fieldsFor(values).flatMap((f) => (revealed.has(f) && errors[f] ? [[f, errors[f]]] : [])));
}

// The interactive simulator. It renders the same form the server rendered, seeded with what
// the visitor typed before it loaded; results follow every keystroke, while errors and the
// screen-reader summary wait for a pause in typing (or for the field to lose focus).
export function SimulatorIsland({ values: initial, year, month, focus, adjustmentsOpen: initiallyOpen }: IslandSnapshot) {
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

  useLayoutEffect(() => restoreFocus(focus), [focus]);
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
    const details = document.getElementById('sim-ajustes')?.parentElement;
    if (adjustmentError && details instanceof HTMLDetailsElement) details.open = true;
  }, [adjustmentError]);

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

  const onChange = (event: FormEvent<HTMLFormElement>) => update(valuesFrom(new FormData(event.currentTarget)), nameOf(event.target));

  const reveal = (field: TypedField) => setRevealed((shown) => (shown.has(field) ? shown : new Set([...shown, field])));

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = nameOf(event.target);
    if (isTyped(name) && typed.current.has(name)) reveal(name);
  };

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
      <SimulatorForm
        defaults={initial}
        currentTariffClass={values.tariffClass}
        errors={shownErrors}
        onChange={onChange}
        onBlur={onBlur}
        adjustmentsOpen={initiallyOpen}
        cityField={
          <CityCombobox
            value={values.city}
            onTextChange={(text) => update({ ...values, city: text }, 'city')}
            onCommit={onCityCommit}
            onOpenChange={setCityOpen}
            error={shownErrors.city}
          />
        }
        live={result ? <LiveSummary lines={liveSummary(result)} /> : null}
      />
      <ResultsPanel announcement={spoken}>
        {result ? (
          <>
            <SimulationResultView result={result} />
            {/* No quote for a system an installer would not quote: the view offers the team instead. */}
            {(result.mode !== 'usina' || result.viability.kind === 'ok') && (
              <ResultActions whatsappHref={buildWhatsAppLink(message)} onQuote={() => sendLead({ service: SERVICE_BY_MODE[result.mode], message })} />
            )}
          </>
        ) : (
          <ResultsPlaceholder />
        )}
      </ResultsPanel>
    </>
  );
}
