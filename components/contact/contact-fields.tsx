import type { ChangeEvent } from 'react';
import { contactCopy, LEAD_MESSAGE_MAX, LEAD_MESSAGE_WARN_LEFT, LEAD_NAME_MIN } from '@/content/contact';
import { services } from '@/content/services';
import styles from './contact-form.module.css';
import type { LeadField, LeadFields } from './lead';
import { maskPhone } from './phone';
import { charCount, type LeadErrors } from './validation';

type ContactFieldsProps = {
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

function Label({ field, required }: { field: LeadField; required?: boolean }) {
  return (
    <label className={styles.label} htmlFor={fieldId(field)}>
      {copy.labels[field]}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className={styles.optional}> {copy.optional}</span>
      )}
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

export function ContactFields({ fields, errors, onChange }: ContactFieldsProps) {
  const used = charCount(fields.message);
  const left = LEAD_MESSAGE_MAX - used;
  const band = left < 0 ? copy.counterOver : left <= LEAD_MESSAGE_WARN_LEFT ? copy.counterNear : '';
  const text = (field: LeadField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field, event.currentTarget.value);

  return (
    <>
      <div className={styles.field}>
        <Label field="name" required />
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
          onChange={text('name')}
        />
        <FieldError field="name" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="email" required />
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
          onChange={text('email')}
        />
        <FieldError field="email" errors={errors} />
      </div>

      <div className={styles.field}>
        <Label field="phone" required />
        <p id="lead-phone-hint" className={styles.hint}>
          {copy.phoneHint}
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
        <Label field="service" />
        <select {...described('service', errors)} className={styles.input} autoComplete="off" value={fields.service} onChange={text('service')}>
          <option value="">{copy.serviceEmpty}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.label}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <Label field="message" />
        <textarea
          {...described('message', errors, 'lead-message-count')}
          className={styles.input}
          rows={4}
          placeholder={copy.messagePlaceholder}
          autoComplete="off"
          value={fields.message}
          onChange={text('message')}
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
