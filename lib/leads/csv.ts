import { serviceLabel } from '@/content/services';
import { formatDecimal } from '@/lib/format/format';
import { displayPhone } from '@/lib/phone/phone';
import { visitText } from '@/components/contact/lead';
import type { LeadRow } from './d1-store';

// The leads as a spreadsheet for the company (`npm run leads -- export`): Portuguese headers,
// Brasília times, ';' between columns and a byte-order mark, which is how Excel in Portuguese
// opens a CSV by double-click; LibreOffice and Google Sheets read it too.

export type { LeadRow };

const BRASILIA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

const NOTIFY_WORDS: Record<string, string> = {
  pending: 'pendente',
  sent: 'enviada',
  failed: 'falhou',
  skipped: 'não enviada (campo oculto preenchido)',
  off: 'sem canal configurado',
};

const COLUMNS: [string, (row: LeadRow) => string][] = [
  ['Referência', (row) => row.reference],
  ['Recebido em (Brasília)', (row) => BRASILIA.format(new Date(row.received_at))],
  ['Nome', (row) => row.name],
  ['E-mail', (row) => row.email],
  ['Telefone', (row) => displayPhone(row.phone)],
  ['Serviço', (row) => (row.service && serviceLabel(row.service)) || ''],
  ['Mensagem', (row) => row.message],
  ['Visita técnica', (row) => (row.visit_date ? visitText(row.visit_date, row.visit_period ?? '') : '')],
  ['Página', (row) => row.page],
  ['Versão do aviso de privacidade', (row) => row.consent_version],
  ['Preenchimento rápido (conferir)', (row) => (row.fast_fill ? `sim (${formatDecimal((row.fill_ms ?? 0) / 1000, 1)} s)` : 'não')],
  ['Enviado sem JavaScript', (row) => (row.channel === 'form' ? 'sim' : 'não')],
  ['Notificação', (row) => NOTIFY_WORDS[row.notify_status] ?? row.notify_status],
  ['Erro da notificação', (row) => row.notify_error ?? ''],
];

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a value a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(rows: readonly LeadRow[]): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(';')];
  for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
