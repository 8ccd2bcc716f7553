import { MODES, simulatorCopy as copy, type UsageBasis } from '@/content/simulator/copy';
import { CLEANINGS, CONNECTIONS, ORIENTATIONS, PAYMENTS, premises, SHADINGS, TARIFF_CLASSES } from '@/content/simulator/premises';
import { formatBRL } from '@/lib/format/format';
import { fieldIds, LIVE_SLOT_ID, tariffHint } from './form-slots';
import { FieldError, NumberField, SelectField } from './number-field';
import styles from './simulator-form.module.css';
import { DEFAULT_VALUES } from './validate';

// The form, as the server renders it: uncontrolled inputs, in the page for its whole life. Which
// fields show for each mode is decided by CSS (:has), so it reads right without JavaScript. The
// island enhances it in place (simulator-island.tsx): it reads the inputs, marks and explains a
// wrong field in the places left for that, turns the city field into a search and writes the
// compact result into its slot.

const BASES: UsageBasis[] = ['bill', 'kwh'];

/** The city field: a plain text input until the island makes it a combobox, its list beside it in the wrapper. */
function CityField({ city }: { city: string }) {
  const ids = fieldIds('city');
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input} className={styles.label}>
        {copy.city.label}
      </label>
      <div className={styles.combo}>
        <input id={ids.input} name="city" type="text" autoComplete="off" className={styles.textInput} defaultValue={city} aria-describedby={ids.hint} />
      </div>
      <FieldError id={ids.error} />
      <p id={ids.hint} className={styles.hint}>
        {copy.city.hint}
      </p>
    </div>
  );
}

/** `city`: the municipality the form starts on (a city page's); the head office's by default. */
export function SimulatorForm({ city = DEFAULT_VALUES.city }: { city?: string }) {
  const defaults = DEFAULT_VALUES;
  return (
    <form className={styles.form} aria-labelledby="simulador-form-title" noValidate>
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

      <NumberField name="bill" {...copy.bill} prefix="R$" defaultValue={defaults.bill} modes="usina assinatura" basis="bill" />
      <NumberField name="consumption" {...copy.consumption} suffix="kWh" defaultValue={defaults.consumption} modes="usina" basis="kwh" />
      <div id={LIVE_SLOT_ID} className={styles.slot} />

      <div className={styles.single} data-modes="usina">
        <CityField city={city} />
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
        <NumberField name="rate" {...copy.rate} suffix="%" defaultValue={defaults.rate} />
        <NumberField name="term" {...copy.term} whole defaultValue={defaults.term} />
        <NumberField name="grace" {...copy.grace} whole defaultValue={defaults.grace} />
      </div>

      <details className={styles.adjustments} data-modes="usina assinatura">
        <summary className={styles.adjustmentsSummary}>{copy.adjustments}</summary>
        <div className={styles.adjustmentsBody}>
          <NumberField name="tariff" label={copy.tariff.label} hint={tariffHint(defaults.tariffClass)} prefix="R$" defaultValue={defaults.tariff} />
          <NumberField
            name="publicLighting"
            label={copy.publicLighting.label}
            hint={copy.publicLighting.hint(formatBRL(premises.publicLightingBRL))}
            prefix="R$"
            defaultValue={defaults.publicLighting}
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
