import type { ChangeEvent, ReactNode } from 'react';
import { contactCopy, LEAD_MESSAGE_MAX, LEAD_MESSAGE_WARN_LEFT, LEAD_NAME_MIN } from '@/content/contact';
import styles from './contact-form.module.css';
import type { LeadField, LeadFields } from './lead';
import { maskPhone } from './phone';
import { charCount, type LeadErrors } from './validation';

/** The static words of the fields, rendered on the server (see contact-form.tsx). */
export type ContactFieldsText = {
  labels: Record<LeadField, ReactNode>;
  phoneHint: string;
  messagePlaceholder: string;
  serviceOptions: ReactNode;
  honeypot: string;
};

type ContactFieldsProps = {
  text: ContactFieldsText;
  fields: LeadFields;
  errors: LeadErrors;
  onChange: (field: LeadField, value: string) => void;
};

const copy = contactCopy;
export const fieldId = (field: LeadField) => `lead-${field}`;
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

/** Masks only while typing at the end, so it never moves the caret under the visitor. */
function phoneValue(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.currentTarget;
  const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
  const atEnd = input.selectionStart === null || input.selectionStart === input.value.length;
  return atEnd && (!inputType || inputType.startsWith('insert')) ? maskPhone(input.value) : input.value;
}

export function ContactFields({ text, fields, errors, onChange }: ContactFieldsProps) {
  const used = charCount(fields.message);
  const left = LEAD_MESSAGE_MAX - used;
  const band = left < 0 ? copy.counterOver : left <= LEAD_MESSAGE_WARN_LEFT ? copy.counterNear : '';
  const handle = (field: LeadField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field, event.currentTarget.value);

  return (
    <>
      <div className={styles.field}>
        <Label field="name" text={text} />
        <input
          {...described('name', errors)}
          className={styles.input}
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="next"
          required
          minLength={LEAD_NAME_MIN}
          value={fields.name}
          onChange={handle('name')}
        />
        <FieldError field="name" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="email" text={text} />
        <input
          {...described('email', errors)}
          className={styles.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          required
          value={fields.email}
          onChange={handle('email')}
        />
        <FieldError field="email" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="phone" text={text} />
        <p id="lead-phone-hint" className={styles.hint}>
          {text.phoneHint}
        </p>
        <input
          {...described('phone', errors, 'lead-phone-hint')}
          className={styles.input}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          enterKeyHint="next"
          required
          value={fields.phone}
          onChange={(event) => onChange('phone', phoneValue(event))}
        />
        <FieldError field="phone" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="service" text={text} />
        <select {...described('service', errors)} className={styles.input} autoComplete="off" value={fields.service} onChange={handle('service')}>
          {text.serviceOptions}
        </select>
      </div>

      <div className={styles.field}>
        <Label field="message" text={text} />
        <textarea
          {...described('message', errors, 'lead-message-count')}
          className={styles.input}
          rows={4}
          placeholder={text.messagePlaceholder}
          autoComplete="off"
          value={fields.message}
          onChange={handle('message')}
        />
        <p id="lead-message-count" className={left < 0 ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
          {copy.counter(used)}
        </p>
        {/* Announced only when the band changes, never on every keystroke. */}
        <p className="visually-hidden" aria-live="polite">
          {band}
        </p>
        <FieldError field="message" errors={errors} />
      </div>
    </>
  );
}
