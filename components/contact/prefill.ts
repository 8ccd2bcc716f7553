import type { ServiceId } from '@/content/services';

// What another part of the page (the savings simulator) hands the contact form, through
// lead-channel.ts.

export type LeadPrefill = { service?: ServiceId; message: string };
