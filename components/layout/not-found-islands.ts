'use client';

// The same client leaves as shell-islands.ts, re-exported from a client module of their own
// so that app/global-not-found.tsx renders them as client references distinct from the
// layout's (see site-shell.tsx).
export { VitalsReporter } from '@/components/vitals/vitals-reporter';
export { WhatsAppDock } from './whatsapp-dock';
export { HeaderFrame } from './header-frame';
export { LegalButtons } from './legal-buttons';
export { MainNav } from './main-nav';
