import { fieldIds } from './form-slots';
import styles from './simulator-form.module.css';
import type { TypedField } from './validate';

type NumberFieldProps = {
  name: Exclude<TypedField, 'city'>;
  label: string;
  hint: string;
  defaultValue: string;
  prefix?: string;
  suffix?: string;
  /** Whole numbers only (a numeric keypad without the comma). */
  whole?: boolean;
  /** Modes that show this field (read by CSS). */
  modes?: string;
  /** Usage basis that shows it in the own-plant mode. */
  basis?: 'bill' | 'kwh';
};

// A text input for pt-BR numbers ('1.234,56'), with its hint and a place for its message (the
// island marks the input invalid and writes the message in).
export function NumberField({ name, label, hint, defaultValue, prefix, suffix, whole = false, modes, basis }: NumberFieldProps) {
  const { input: id, hint: hintId, error: errorId } = fieldIds(name);
  return (
    <div className={styles.field} data-modes={modes} data-basis={basis}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {prefix && (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          enterKeyHint="done"
          className={styles.input}
          defaultValue={defaultValue}
          aria-describedby={hintId}
        />
        {suffix && (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={errorId} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** Where the island writes a wrong field's message: empty (no height) until then, holding the row so rows stay aligned. */
export function FieldError({ id }: { id: string }) {
  return <p id={id} className={styles.error} />;
}

type SelectFieldProps = {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  options: readonly { id: string; label: string }[];
};

// A native select with its label above and its hint below.
export function SelectField({ name, label, hint, defaultValue, options }: SelectFieldProps) {
  const id = `sim-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} className={styles.select} defaultValue={defaultValue} aria-describedby={`${id}-hint`}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.errorSlot} />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
