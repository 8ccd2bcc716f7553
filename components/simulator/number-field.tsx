import { CircleAlert } from '@/components/ui/icons/circle-alert';
import styles from './simulator-form.module.css';

type NumberFieldProps = {
  name: 'bill' | 'consumption' | 'tariff' | 'amount';
  label: string;
  hint: string;
  defaultValue: string;
  error?: string;
  prefix?: string;
  suffix?: string;
  /** Modes that show this field (read by CSS). */
  modes: string;
  /** Usage basis that shows it in the own-plant mode. */
  basis?: 'bill' | 'kwh';
};

// A text input for pt-BR numbers ('1.234,56'), with its hint and, when wrong, its message.
export function NumberField({ name, label, hint, defaultValue, error, prefix, suffix, modes, basis }: NumberFieldProps) {
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
          inputMode="decimal"
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
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden="true" className={styles.errorIcon} />
          {error}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
