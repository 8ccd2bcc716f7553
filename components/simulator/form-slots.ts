import { simulatorCopy as copy } from '@/content/simulator/copy';
import { TARIFF_CLASSES, type TariffClassId } from '@/content/simulator/premises';
import { formatBRL } from '@/lib/format/format';

// What the server-rendered form and results panel share with the island that enhances them in
// place: the ids of the elements it writes into, and the one text that follows the visitor's choice.

/** A field's input, hint and message (empty until the island writes one in). */
export const fieldIds = (name: string) => ({ input: `sim-${name}`, hint: `sim-${name}-hint`, error: `sim-${name}-error` });

/** Right after the usage field: the compact result. A `display: contents` box, so that empty it takes no room. */
export const LIVE_SLOT_ID = 'sim-resumo';
/** In the results panel, after the placeholder: the result. Also `display: contents`. */
export const RESULT_SLOT_ID = 'simulador-resultado-conteudo';
/** The panel's polite live region: the result or the first message, once typing pauses. */
export const ANNOUNCEMENT_ID = 'simulador-resultado-aviso';

/** The tariff field's hint: the tariff of the class chosen. */
export function tariffHint(classId: TariffClassId): string {
  const tariffClass = TARIFF_CLASSES.find((c) => c.id === classId)!;
  return copy.tariff.hint(formatBRL(tariffClass.tariffBRLPerKWh), tariffClass.id.toUpperCase());
}
