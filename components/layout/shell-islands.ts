import { VitalsReporter } from '@/components/vitals/vitals-reporter';
import { HeaderFrame } from './header-frame';
import { LegalButtons } from './legal-buttons';
import { MainNav } from './main-nav';
import { WhatsAppDock } from './whatsapp-dock';

/** The client leaves of the site shell, as the root layout renders them (see site-shell.tsx). */
export const shellIslands = { HeaderFrame, MainNav, LegalButtons, WhatsAppDock, VitalsReporter };

export type ShellIslands = typeof shellIslands;
