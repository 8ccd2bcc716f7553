import { CircleAlert } from '@/components/ui/icons/circle-alert';
import styles from './simulator-form.module.css';
import type { TypedField } from './validate';

type NumberFieldProps = {
  name: Exclude<TypedField, 'city'>;
  label: string;
  hint: string;
  defaultValue: string;
  error?: string;
  prefix?: string;
  suffix?: string;
  /** Whole numbers only (a numeric keypad without the comma). */
  whole?: boolean;
  /** Modes that show this field (read by CSS). */
  modes?: string;
  /** Usage basis that shows it in the own-plant mode. */
  basis?: 'bill' | 'kwh';
};

// A text input for pt-BR numbers ('1.234,56'), with its hint and, when wrong, its message.
export function NumberField({ name, label, hint, defaultValue, error, prefix, suffix, whole = false, modes, basis }: NumberFieldProps) {
  const id = `sim-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-modes={modes} data-basis={basis}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        {suffix && (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={errorId} message={error} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** The message under a wrong field; an empty slot otherwise, so rows stay aligned. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return <span className={styles.errorSlot} />;
  return (
    <p id={id} className={styles.error}>
      <CircleAlert aria-hidden="true" className={styles.errorIcon} />
      {message}
    </p>
  );
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
