'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { requestLeadPrefill } from '@/components/contact/request-prefill';
import { SIMULATOR_SETTLE_MS, summaryCopy } from '@/content/simulator';
import { ResultActions } from './result-actions';
import { ResultsPanel, ResultsPlaceholder } from './results-panel';
import { simulate } from './simulate';
import { SimulationResultView } from './simulation-result';
import { SimulatorForm } from './simulator-form';
import { announcement, leadMessage, SERVICE_BY_MODE } from './summary';
import { restoreFocus, type IslandSnapshot } from './take-over';
import { fieldsFor, validate, valuesFrom, type FieldErrors, type FormValues, type NumericField } from './validate';
import { buildWhatsAppLink } from '@/components/contact/whatsapp-link';

export { captureSnapshot } from './take-over';
export type { IslandSnapshot } from './take-over';

const NUMERIC: readonly string[] = ['bill', 'consumption', 'tariff', 'amount'] satisfies NumericField[];
const isNumeric = (name: string): name is NumericField => NUMERIC.includes(name);
const nameOf = (target: EventTarget) => (target instanceof HTMLInputElement ? target.name : '');

/** Errors of the fields this mode shows, once the visitor has had a chance to finish typing. */
function visibleErrors(values: FormValues, errors: FieldErrors, revealed: ReadonlySet<NumericField>): FieldErrors {
  return Object.fromEntries(fieldsFor(values.mode, values.basis).flatMap((f) => (revealed.has(f) && errors[f] ? [[f, errors[f]]] : [])));
}

// The interactive simulator. It renders the same form the server rendered, seeded with what
// the visitor typed before it loaded; results follow every keystroke, while errors and the
// screen-reader summary wait for a pause in typing (or for the field to lose focus).
export function SimulatorIsland({ values: initial, year, focus }: IslandSnapshot) {
  const [values, setValues] = useState(initial);
  const [settled, setSettled] = useState(initial);
  const [revealed, setRevealed] = useState<ReadonlySet<NumericField>>(() => new Set());
  const typed = useRef(new Set<NumericField>(NUMERIC.filter(isNumeric).filter((f) => initial[f] !== '')));
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

  const { input, errors } = useMemo(() => validate(values, year), [values, year]);
  const result = useMemo(() => (input ? simulate(input) : null), [input]);
  const shownErrors = visibleErrors(values, errors, revealed);

  const spoken = useMemo(() => {
    const check = validate(settled, year);
    if (check.input) return announcement(simulate(check.input));
    const first = Object.values(visibleErrors(settled, check.errors, revealed))[0];
    return first ? summaryCopy.announce.error(first) : '';
  }, [settled, year, revealed]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const next = valuesFrom(new FormData(event.currentTarget));
    const name = nameOf(event.target);
    if (isNumeric(name)) typed.current.add(name);
    setValues(next);
    settle(next);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = nameOf(event.target);
    if (isNumeric(name) && typed.current.has(name) && !revealed.has(name)) setRevealed(new Set([...revealed, name]));
  };

  const message = result ? leadMessage(result) : '';
  return (
    <>
      <SimulatorForm defaults={initial} errors={shownErrors} onChange={onChange} onBlur={onBlur} />
      <ResultsPanel announcement={spoken}>
        {result ? (
          <>
            <SimulationResultView result={result} />
            <ResultActions
              whatsappHref={buildWhatsAppLink(message)}
              onQuote={() => requestLeadPrefill({ service: SERVICE_BY_MODE[result.mode], message })}
            />
          </>
        ) : (
          <ResultsPlaceholder />
        )}
      </ResultsPanel>
    </>
  );
}
