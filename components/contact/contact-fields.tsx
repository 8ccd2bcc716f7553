import type { ChangeEvent, ReactNode } from 'react';
import { LEAD_MESSAGE_MAX, LEAD_MESSAGE_WARN_LEFT, LEAD_NAME_MIN } from '@/content/contact/limits';
import { KeepTogether } from '@/components/ui/keep-together';
import { formatNumber } from '@/lib/format/format';
import styles from './contact-form.module.css';
import { fieldId, type ChoiceField, type LeadErrors, type LeadField, type LeadFields } from '@/lib/lead/fields';

/** The static words of the fields, rendered on the server (see contact-form.tsx). */
export type ContactFieldsText = {
  labels: Record<LeadField, ReactNode>;
  phoneHint: string;
  messagePlaceholder: string;
  /** The options of each choice ('Selecione (opcional)' first), rendered on the server. */
  choiceOptions: Record<ChoiceField, ReactNode>;
  honeypot: string;
  /** ' de 2.000 caracteres', and the two one-off warnings near and past the limit. */
  counter: { suffix: string; near: string; over: string };
  /** The technical visit's group: its legend, hint and the period's options. */
  visit: { legend: ReactNode; hint: string; periodOptions: ReactNode };
};

type ContactFieldsProps = {
  text: ContactFieldsText;
  fields: LeadFields;
  errors: LeadErrors;
  /** While a lead is being sent: what is on the screen is what is sent. */
  locked: boolean;
  hydrated: boolean;
  /** The message's length as a person counts it. */
  count: (message: string) => number;
  /**
   * The days a visit may be asked for, once the form's lazily loaded part knows today's date (the
   * HTML was built on another day; the first focus loads it, before anyone opens the calendar).
   */
  visitDays?: readonly string[];
  /** `maskable`: typed at the end, so the phone mask may rewrite the value without moving the caret. */
  onChange: (field: LeadField, value: string, maskable: boolean) => void;
};

export { fieldId };
const errorId = (field: LeadField) => `lead-${field}-error`;

/** The accessibility wiring every control shares: invalid state and what describes it. */
function described(field: LeadField, errors: LeadErrors, ...extra: string[]) {
  const ids = [...extra, ...(errors[field] ? [errorId(field)] : [])];
  return { id: fieldId(field), name: field, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids.join(' ') || undefined };
}

function Label({ field, text }: { field: LeadField; text: ContactFieldsText }) {
  return (
    <label className={styles.label} htmlFor={fieldId(field)}>
      {text.labels[field]}
    </label>
  );
}

function FieldError({ field, errors }: { field: LeadField; errors: LeadErrors }) {
  if (!errors[field]) return null;
  return (
    <p id={errorId(field)} className={styles.error}>
      {errors[field]}
    </p>
  );
}

export function ContactFields({ text, fields, errors, locked, hydrated, count, visitDays: days, onChange }: ContactFieldsProps) {
  const used = count(fields.message);
  const left = LEAD_MESSAGE_MAX - used;
  const band = left < 0 ? text.counter.over : left <= LEAD_MESSAGE_WARN_LEFT ? text.counter.near : '';
  const handle = (field: LeadField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const atEnd = !('selectionStart' in input) || input.selectionStart === null || input.selectionStart === input.value.length;
    onChange(field, input.value, atEnd && (!inputType || inputType.startsWith('insert')));
  };
  // A choice is a select of the server's options; while a lead is sent it cannot change.
  const choice = (field: ChoiceField, autoComplete: string) => (
    <div className={styles.field}>
      <Label field={field} text={text} />
      <select
        {...described(field, errors)}
        className={styles.input}
        autoComplete={autoComplete}
        disabled={locked}
        value={fields[field]}
        onChange={handle(field)}
      >
        {text.choiceOptions[field]}
      </select>
    </div>
  );
  const control = (field: LeadField, ...extra: string[]) => ({
    ...described(field, errors, ...extra),
    readOnly: locked,
    value: fields[field],
    onChange: handle(field),
  });

  return (
    <>
      <div className={styles.field}>
        <Label field="name" text={text} />
        <input
          {...control('name')}
          className={styles.input}
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="next"
          required
          minLength={LEAD_NAME_MIN}
        />
        <FieldError field="name" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="email" text={text} />
        <input
          {...control('email')}
          className={styles.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          required
        />
        <FieldError field="email" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="phone" text={text} />
        <p id="lead-phone-hint" className={styles.hint}>
          <KeepTogether text={text.phoneHint} />
        </p>
        <input {...control('phone', 'lead-phone-hint')} className={styles.input} type="tel" autoComplete="tel" inputMode="tel" enterKeyHint="next" required />
        <FieldError field="phone" errors={errors} />
      </div>

      {choice('city', 'address-level2')}
      {choice('service', 'off')}

      <div className={styles.field}>
        <Label field="message" text={text} />
        <textarea
          {...control('message', 'lead-message-count')}
          className={styles.input}
          rows={4}
          placeholder={text.messagePlaceholder}
          autoComplete="off"
          // Without JavaScript the browser enforces the limit (in UTF-16 units); with it, the
          // counter counts what a person sees and nothing typed is ever cut off.
          maxLength={hydrated ? undefined : LEAD_MESSAGE_MAX}
        />
        <p id="lead-message-count" className={left < 0 ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
          {formatNumber(used)}
          {text.counter.suffix}
        </p>
        {/* Announced only when the band changes, never on every keystroke. */}
        <p className="visually-hidden" aria-live="polite">
          {band}
        </p>
        <FieldError field="message" errors={errors} />
      </div>

      <fieldset className={styles.visit} aria-describedby="lead-visit-hint">
        <legend className={styles.label}>{text.visit.legend}</legend>
        <p id="lead-visit-hint" className={styles.hint}>
          {text.visit.hint}
        </p>
        <div className={styles.visitRow}>
          <div className={styles.field}>
            <Label field="visitDate" text={text} />
            <input {...control('visitDate')} className={styles.input} type="date" min={days?.[0]} max={days?.[days.length - 1]} />
            <FieldError field="visitDate" errors={errors} />
          </div>
          <div className={styles.field}>
            <Label field="visitPeriod" text={text} />
            <select
              {...described('visitPeriod', errors)}
              className={styles.input}
              disabled={locked}
              value={fields.visitPeriod}
              onChange={handle('visitPeriod')}
            >
              {text.visit.periodOptions}
            </select>
            <FieldError field="visitPeriod" errors={errors} />
          </div>
        </div>
      </fieldset>
    </>
  );
}
