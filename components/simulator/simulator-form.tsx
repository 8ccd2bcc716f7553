import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { MODES, simulatorCopy as copy, type UsageBasis } from '@/content/simulator/copy';
import { CLEANINGS, CONNECTIONS, ORIENTATIONS, PAYMENTS, premises, SHADINGS, TARIFF_CLASSES } from '@/content/simulator/premises';
import { formatBRL } from '@/lib/format/format';
import { NumberField, SelectField } from './number-field';
import styles from './simulator-form.module.css';
import { DEFAULT_VALUES, type FieldErrors, type FormValues } from './validate';

// The form, as the server renders it and as the island re-renders it: same markup, uncontrolled
// inputs. Which fields show for each mode is decided by CSS (:has), so it reads right without
// JavaScript. The island passes what only it can do: the city search and the live summary.

type SimulatorFormProps = {
  defaults?: FormValues;
  /** The tariff class chosen now, for the tariff field's hint (the inputs themselves are uncontrolled). */
  currentTariffClass?: FormValues['tariffClass'];
  errors?: FieldErrors;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
  /** The interactive city field; the server renders a plain text field. */
  cityField?: ReactNode;
  /** Shown right after the usage field (the island's compact result). */
  live?: ReactNode;
  /** Whether the optional adjustments start open (the visitor opened them before the island loaded). */
  adjustmentsOpen?: boolean;
};

const BASES: UsageBasis[] = ['bill', 'kwh'];

// Only the island passes handlers: a server-rendered form cannot carry functions.
const preventSubmit = (event: FormEvent) => event.preventDefault();

/** The city field before the island loads: the same label and hint, a plain text input. */
function StaticCityField({ defaultValue }: { defaultValue: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor="sim-city" className={styles.label}>
        {copy.city.label}
      </label>
      <input
        id="sim-city"
        name="city"
        type="text"
        autoComplete="off"
        className={styles.textInput}
        defaultValue={defaultValue}
        aria-describedby="sim-city-hint"
      />
      <span className={styles.errorSlot} />
      <p id="sim-city-hint" className={styles.hint}>
        {copy.city.hint}
      </p>
    </div>
  );
}

export function SimulatorForm(props: SimulatorFormProps) {
  const { defaults = DEFAULT_VALUES, currentTariffClass, errors = {}, onChange, onBlur, cityField, live, adjustmentsOpen } = props;
  const tariffClass = TARIFF_CLASSES.find((c) => c.id === (currentTariffClass ?? defaults.tariffClass))!;
  return (
    <form className={styles.form} aria-labelledby="simulador-form-title" noValidate onChange={onChange} onBlur={onBlur} onSubmit={onChange && preventSubmit}>
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

      <fieldset className={styles.choices} data-modes="usina">
        <legend className={styles.legend}>{copy.basisLegend}</legend>
        <div className={styles.choiceOptions}>
          {BASES.map((basis) => (
            <label key={basis} className={styles.choice}>
              <input type="radio" id={`sim-basis-${basis}`} name="basis" value={basis} defaultChecked={defaults.basis === basis} />
              {copy.basis[basis]}
            </label>
          ))}
        </div>
      </fieldset>

      <NumberField name="bill" {...copy.bill} prefix="R$" defaultValue={defaults.bill} error={errors.bill} modes="usina assinatura" basis="bill" />
      <NumberField
        name="consumption"
        {...copy.consumption}
        suffix="kWh"
        defaultValue={defaults.consumption}
        error={errors.consumption}
        modes="usina"
        basis="kwh"
      />
      {live}

      <div className={styles.single} data-modes="usina">
        {cityField ?? <StaticCityField defaultValue={defaults.city} />}
      </div>

      <div className={styles.pair} data-modes="usina assinatura">
        <SelectField name="tariffClass" {...copy.tariffClass} defaultValue={defaults.tariffClass} options={TARIFF_CLASSES} />
        <SelectField name="connection" {...copy.connection} defaultValue={defaults.connection} options={CONNECTIONS} />
      </div>

      <div className={styles.pair} data-modes="usina">
        <SelectField name="orientation" {...copy.orientation} defaultValue={defaults.orientation} options={ORIENTATIONS} />
        <SelectField name="shading" {...copy.shading} defaultValue={defaults.shading} options={SHADINGS} />
      </div>

      <fieldset className={styles.choices} data-modes="usina">
        <legend className={styles.legend}>{copy.paymentLegend}</legend>
        <div className={styles.choiceOptions}>
          {PAYMENTS.map((payment) => (
            <label key={payment.id} className={styles.choice}>
              <input type="radio" id={`sim-payment-${payment.id}`} name="payment" value={payment.id} defaultChecked={defaults.payment === payment.id} />
              {payment.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.triple} data-modes="usina" data-payment="financiado">
        <NumberField name="rate" {...copy.rate} suffix="%" defaultValue={defaults.rate} error={errors.rate} />
        <NumberField name="term" {...copy.term} whole defaultValue={defaults.term} error={errors.term} />
        <NumberField name="grace" {...copy.grace} whole defaultValue={defaults.grace} error={errors.grace} />
      </div>

      <details className={styles.adjustments} data-modes="usina assinatura" open={adjustmentsOpen}>
        <summary id="sim-ajustes" className={styles.adjustmentsSummary}>
          {copy.adjustments}
        </summary>
        <div className={styles.adjustmentsBody}>
          <NumberField
            name="tariff"
            label={copy.tariff.label}
            hint={copy.tariff.hint(formatBRL(tariffClass.tariffBRLPerKWh), tariffClass.id.toUpperCase())}
            prefix="R$"
            defaultValue={defaults.tariff}
            error={errors.tariff}
          />
          <NumberField
            name="publicLighting"
            label={copy.publicLighting.label}
            hint={copy.publicLighting.hint(formatBRL(premises.publicLightingBRL))}
            prefix="R$"
            defaultValue={defaults.publicLighting}
            error={errors.publicLighting}
            basis="bill"
          />
          <div className={styles.single} data-modes="usina">
            <SelectField name="cleaning" {...copy.cleaning} defaultValue={defaults.cleaning} options={CLEANINGS} />
          </div>
        </div>
      </details>
    </form>
  );
}
