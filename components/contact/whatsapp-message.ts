// The WhatsApp message the form hands off: an introduction, then one "Label: value" line per
// value given. Shared by the lazily loaded part (lead.ts, with the visit in words) and by the
// island's own fallback (fallback-whatsapp.ts), which must work when that part cannot load.

/** Intro, a blank line and the lines with a value; '' when no line has one. */
export function whatsappMessage(intro: string, lines: readonly (readonly [label: string, value: string])[]): string {
  const filled = lines.flatMap(([label, value]) => (value.trim() ? [`${label}: ${value.trim()}`] : []));
  return filled.length ? [intro, '', ...filled].join('\n') : '';
}
