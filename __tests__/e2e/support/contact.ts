import { visitText } from '@/components/contact/lead-model';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { contactCopy } from '@/content/contact/messages';
import { contactFormText } from '@/content/contact/form-text';
import { contactSection } from '@/content/contact/section';
import { serviceLabel, type ServiceId } from '@/content/services';
import { whatsappContact } from '@/content/company/whatsapp';
import { LEAD_FIELDS, type LeadField } from '@/lib/lead/fields';
import { expect } from './fixtures';

// The contact form by role and label, shared by the specs with and without a lead endpoint.

export type LeadInput = {
  name: string;
  email: string;
  phone: string;
  /** One of the served municipalities the form offers. */
  city?: string;
  service?: ServiceId;
  message?: string;
  /** The technical visit: a day (YYYY-MM-DD) and a period ('manha', 'tarde' or '' for either). */
  visitDate?: string;
  visitPeriod?: string;
};

export const contactRegion = (page: Page) => page.getByRole('region', { name: contactSection.title });
/** The form has no accessible name of its own; it is the only form of the contact section. */
export const contactForm = (page: Page) => contactRegion(page).locator('form');

export function leadFields(page: Page) {
  const form = contactForm(page);
  const { labels } = contactFormText;
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field, form.getByLabel(labels[field])])) as Record<LeadField, Locator>;
}

export const submitButton = (page: Page) => contactForm(page).getByRole('button', { name: contactCopy.submit });
export const clearButton = (page: Page) => contactForm(page).getByRole('button', { name: contactCopy.clear, exact: true });
export const leadStatus = (page: Page) => contactForm(page).getByRole('status');
export const retryButton = (page: Page) => contactForm(page).getByRole('button', { name: contactCopy.status.retry });
/** Beside the submit button, and again under a 'ready' or 'failed' status. */
export const whatsappLinks = (page: Page) => contactForm(page).getByRole('link', { name: contactCopy.whatsapp });
export const callLink = (page: Page) => contactForm(page).getByRole('link', { name: contactCopy.status.call });

/** The note under the buttons: the autosave promise, or the warning that nothing is being saved. */
/** What the form offers when it cannot send: JavaScript off, or the page's scripts did not load. */
export const noScriptNotice = (page: Page) => contactForm(page).locator('.no-js-only');
export const autosaveNote = (page: Page) => contactForm(page).getByText(contactFormText.autosave, { exact: true });
export const storageOffNote = (page: Page) => contactForm(page).getByText(contactFormText.storageOff, { exact: true });

/** The draft as the form stored it in localStorage, or null. */
export const DRAFT_KEY = 'solarpr:lead-draft';
export async function storedDraft(page: Page): Promise<{ fields: Record<string, string>; attempt?: Record<string, unknown> } | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { fields: Record<string, string> }) : null;
}

/** Makes this page's localStorage throw on every access, as a browser that forbids site data does. */
export async function forbidStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** Makes writing the draft fail as a full storage does (other keys still work). */
export async function fillStorage(page: Page, key = DRAFT_KEY) {
  await page.addInitScript((draftKey) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === draftKey) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, name, value);
    };
  }, key);
}

export async function fillLead(page: Page, lead: LeadInput) {
  const fields = leadFields(page);
  await fields.name.fill(lead.name);
  await fields.email.fill(lead.email);
  await fields.phone.fill(lead.phone);
  if (lead.city !== undefined) await fields.city.selectOption(lead.city);
  await fields.service.selectOption(lead.service ?? '');
  await fields.message.fill(lead.message ?? '');
  if (lead.visitDate !== undefined) await fields.visitDate.fill(lead.visitDate);
  if (lead.visitPeriod !== undefined) await fields.visitPeriod.selectOption(lead.visitPeriod);
}

/** What each field holds now, as the visitor sees it. */
export async function fieldValues(page: Page) {
  const fields = leadFields(page);
  const values = await Promise.all(LEAD_FIELDS.map(async (field) => [field, await fields[field].inputValue()] as const));
  return Object.fromEntries(values) as Record<LeadField, string>;
}

/**
 * The text a wa.me link carries, decoded, after checking it goes to the company's number.
 * Decoded by hand (not URLSearchParams) so that a '+' the visitor typed cannot pass for a space.
 */
export function whatsappText(href: string | null): string {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsappContact.phone.e164.replace(/\D/g, '')}`);
  expect(url.search.startsWith('?text='), `no text in ${href}`).toBe(true);
  return decodeURIComponent(url.search.slice('?text='.length));
}

/** The lead summary a WhatsApp hand-off should carry: greeting, then one line per filled field. */
export function expectedWhatsAppText(lead: LeadInput, phoneDisplay: string): string {
  const { intro, labels } = contactCopy.whatsappText;
  const lines = [`${labels.name}: ${lead.name.trim()}`, `${labels.email}: ${lead.email.trim()}`, `${labels.phone}: ${phoneDisplay}`];
  if (lead.city) lines.push(`${labels.city}: ${lead.city}`);
  if (lead.service) lines.push(`${labels.service}: ${serviceLabel(lead.service)}`);
  if (lead.message?.trim()) lines.push(`${labels.message}: ${lead.message.trim()}`);
  if (lead.visitDate) lines.push(`${labels.visitDate}: ${visitText(lead.visitDate, lead.visitPeriod ?? '')}`);
  return [intro, '', ...lines].join('\n');
}

/**
 * A field's message is shown right under it (nothing in between but its own hint or
 * counter) and is what a screen reader hears with the field.
 */
export async function expectErrorBeside(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const error = contactForm(page).getByText(message, { exact: true });
  await expect(error).toBeVisible();
  const gap = await verticalGap(field, error);
  expect(gap, 'the message sits below its field').toBeGreaterThanOrEqual(-1);
  expect(gap, 'and close to it').toBeLessThan(64);
}

/** From the bottom of `above` to the top of `below`, both measured in the same frame (the page may be scrolling). */
export async function verticalGap(above: Locator, below: Locator): Promise<number> {
  const handle = await above.elementHandle();
  return below.evaluate((node, other) => node.getBoundingClientRect().top - other!.getBoundingClientRect().bottom, handle);
}

export async function expectNoError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The console line a valid submit writes (spec section 7), with the values as its second argument. */
export const isSubmitLog = (message: ConsoleMessage) => message.type() === 'log' && message.text().startsWith('Formulário de contato enviado:');
