import type { FocusEvent, FormEvent, Ref } from 'react';
import { CITIES, CONNECTIONS, MODES, premises, simulatorCopy as copy, type UsageBasis } from '@/content/simulator';
import { formatBRL } from './number-format';
import { NumberField } from './number-field';
import styles from './simulator-form.module.css';
import { DEFAULT_VALUES, type FieldErrors, type FormValues } from './validate';

// The form, as the server renders it and as the island re-renders it: same markup, uncontrolled
// inputs. Which fields show for each mode is decided by CSS (:has), so it works without JavaScript.

export const FORM_ID = 'simulador-form';

type SimulatorFormProps = {
  defaults?: FormValues;
  errors?: FieldErrors;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
};

const BASES: UsageBasis[] = ['bill', 'kwh'];

// Only the island passes handlers: a server-rendered form cannot carry functions.
const preventSubmit = (event: FormEvent) => event.preventDefault();

export function SimulatorForm({ defaults = DEFAULT_VALUES, errors = {}, onChange, onBlur, formRef }: SimulatorFormProps) {
  return (
    <form
      id={FORM_ID}
      ref={formRef}
      className={styles.form}
      aria-labelledby="simulador-form-title"
      noValidate
      onChange={onChange}
      onBlur={onBlur}
      onSubmit={onChange && preventSubmit}
    >
      <h3 id="simulador-form-title" className={styles.title}>
        {copy.formTitle}
      </h3>

      <fieldset className={styles.modes}>
        <legend className={styles.legend}>{copy.modeLegend}</legend>
        {MODES.map((mode) => (
          <label key={mode.id} className={styles.mode}>
            <input type="radio" id={`sim-mode-${mode.id}`} name="mode" value={mode.id} defaultChecked={defaults.mode === mode.id} />
            <span className={styles.modeText}>
              <span className={styles.modeLabel}>{mode.label}</span>
              <span className={styles.modeHint}>{mode.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.basis} data-modes="usina">
        <legend className={styles.legend}>{copy.basisLegend}</legend>
        <div className={styles.basisOptions}>
          {BASES.map((basis) => (
            <label key={basis} className={styles.basisOption}>
              <input type="radio" id={`sim-basis-${basis}`} name="basis" value={basis} defaultChecked={defaults.basis === basis} />
              {copy.basis[basis]}
            </label>
          ))}
        </div>
      </fieldset>

      <NumberField name="bill" {...copy.bill} prefix="R$" defaultValue={defaults.bill} error={errors.bill} modes="usina assinatura" basis="bill" />
      <NumberField name="consumption" {...copy.consumption} suffix="kWh" defaultValue={defaults.consumption} error={errors.consumption} modes="usina" basis="kwh" />

      <div className={styles.pair} data-modes="usina">
        <div className={styles.field}>
          <label htmlFor="sim-city" className={styles.label}>
            {copy.city.label}
          </label>
          <select id="sim-city" name="city" className={styles.select} defaultValue={defaults.city}>
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="sim-connection" className={styles.label}>
            {copy.connection.label}
          </label>
          <select
            id="sim-connection"
            name="connection"
            className={styles.select}
            defaultValue={defaults.connection}
            aria-describedby="sim-connection-hint"
          >
            {CONNECTIONS.map((connection) => (
              <option key={connection.id} value={connection.id}>
                {connection.label}
              </option>
            ))}
          </select>
          <p id="sim-connection-hint" className={styles.hint}>
            {copy.connection.hint}
          </p>
        </div>
      </div>

      <NumberField
        name="tariff"
        label={copy.tariff.label}
        hint={copy.tariff.hint(formatBRL(premises.tariffBRLPerKWh))}
        prefix="R$"
        defaultValue={defaults.tariff}
        error={errors.tariff}
        modes="usina"
      />
      <NumberField name="amount" {...copy.amount} prefix="R$" defaultValue={defaults.amount} error={errors.amount} modes="investidor" />
    </form>
  );
}
