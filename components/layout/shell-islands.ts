import { VitalsReporter } from '@/components/vitals/vitals-reporter';
import { FloatingWhatsApp } from './floating-whatsapp';
import { HeaderFrame } from './header-frame';
import { LegalButtons } from './legal-buttons';
import { MainNav } from './main-nav';

/** The client leaves of the site shell, as the root layout renders them (see site-shell.tsx). */
export const shellIslands = { HeaderFrame, MainNav, LegalButtons, FloatingWhatsApp, VitalsReporter };

export type ShellIslands = typeof shellIslands;
