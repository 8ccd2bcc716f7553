import type { InboxWords } from '@/lib/leads/handler';
import type { ExportWords } from '@/lib/leads/csv';
import type { NotificationWords } from '@/lib/leads/notify';
import { BRAND } from '../company/brand';
import { inboxCopy, inboxPage, leadExportCopy, notificationCopy, notifyProblemCopy } from './inbox';
import { leadLineWords } from './lead-fields';
import { contactCopy } from './messages';

// Every word the lead inbox (lib/leads/) says, gathered for its two composition roots: the
// function (functions/api/leads.ts) and the company's command (scripts/operator/leads.ts). Only they
// and tests import this; the form reads ./inbox.ts and ./messages.ts directly.

/** The answer page, the form's messages for refused fields, the visit in words. */
export const inboxWords: InboxWords = {
  page: { ...inboxPage, brand: BRAND, thanks: inboxCopy.thanks, reference: inboxCopy.reference, visit: inboxCopy.visit, reply: inboxCopy.reply },
  errors: contactCopy.errors,
  visitPeriod: contactCopy.visitPeriodWords,
  notifyFailed: notifyProblemCopy.unexpected,
  consentRequired: inboxPage.consentRequired,
};

/** The company's notification of each lead. */
export const notificationWords: NotificationWords = {
  ...notificationCopy,
  ...leadLineWords,
  failed: notifyProblemCopy.failed,
  settings: notifyProblemCopy.settings,
};

/** The spreadsheet of leads. */
export const exportWords: ExportWords = {
  ...leadExportCopy,
  ...leadLineWords,
  ownMessages: [...Object.values(notifyProblemCopy.settings), notifyProblemCopy.unexpected],
  unreadable: leadExportCopy.unreadable,
};
