// Brazilian phone numbers: parsing any common way of writing one, normalising to
// E.164, and a typing mask that only ever adds punctuation.

// Area codes (DDD) in use, from ANATEL's national numbering plan: every pair of digits
// 1-9 except these unassigned ones (written as gaps: shorter in the browser bundle).
const UNASSIGNED_AREA_CODES = ' 23 25 26 29 36 39 52 56 57 58 59 72 76 78 ';
const isAreaCode = (code: string) => /^[1-9][1-9]$/.test(code) && !UNASSIGNED_AREA_CODES.includes(` ${code} `);

export type PhoneError = 'required' | 'invalid' | 'foreign' | 'area' | 'mobile';

export type PhoneResult = { ok: true; e164: string; display: string } | { ok: false; error: PhoneError; areaCode?: string };

const ALLOWED = /^[\d\s().+-]*$/;

/** The national number (DDD + subscriber) a visitor meant, or why there is none. */
function nationalDigits(trimmed: string): string | 'invalid' | 'foreign' {
  if (!ALLOWED.test(trimmed) || trimmed.lastIndexOf('+') > 0) return 'invalid';
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.startsWith('55') ? digits.slice(2) : 'foreign';
  if (digits.startsWith('00')) return digits.startsWith('0055') ? digits.slice(4) : 'foreign';
  if (digits.startsWith('0')) {
    // Trunk prefix 0, optionally followed by a two-digit carrier code: 0 15 43 99999-0000.
    const rest = digits.slice(1);
    return rest.length > 11 ? rest.slice(2) : rest;
  }
  if (digits.length > 11 && digits.startsWith('55')) return digits.slice(2);
  return digits;
}

export function parseBrPhone(input: string): PhoneResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: 'required' };
  const national = nationalDigits(trimmed);
  if (national === 'invalid' || national === 'foreign') return { ok: false, error: national };
  if (national.length !== 10 && national.length !== 11) return { ok: false, error: 'invalid' };

  const areaCode = national.slice(0, 2);
  if (!isAreaCode(areaCode)) return { ok: false, error: 'area', areaCode };
  const subscriber = national.slice(2);
  const first = subscriber.charAt(0);
  if (subscriber.length === 9 && first !== '9') return { ok: false, error: 'mobile' };
  // Eight digits: landlines start with 2-5; 6-9 would be a mobile missing its leading 9.
  if (subscriber.length === 8 && !'2345'.includes(first)) return { ok: false, error: first >= '6' ? 'mobile' : 'invalid' };

  return { ok: true, e164: `+55${national}`, display: formatNational(national) };
}

/** (43) 9999, (43) 3025-0100, (43) 99999-0000: progressive, for at most 11 digits. */
function formatNational(digits: string): string {
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * The typing mask: what will be sent, written the Brazilian way. It only rearranges
 * punctuation around the digits already typed; anything it cannot format without dropping
 * a character (letters, too many digits, a trunk or foreign prefix) is returned exactly as
 * typed. A number with the country code and no '+' (551130250100) is read as parseBrPhone
 * reads it, and shown with the '+': '+55 (11) 3025-0100', never '(55) 11302-50100'.
 */
export function maskPhone(value: string): string {
  if (!ALLOWED.test(value) || value.lastIndexOf('+') > 0) return value;
  const digits = value.replace(/\D/g, '');
  if (!digits) return value;
  const international = value.trimStart().startsWith('+');
  if (international && digits.length < 2) return value;
  if (international || (digits.length > 11 && digits.startsWith('55'))) {
    if (!digits.startsWith('55')) return value;
    const national = digits.slice(2);
    if (national.length > 11) return value;
    return national ? `+55 ${formatNational(national)}` : '+55';
  }
  if (digits.startsWith('0') || digits.length > 11) return value;
  return formatNational(digits);
}

/** A stored E.164 number as people read it, '(43) 99999-0000'; as it is when it does not parse. */
export function displayPhone(e164: string): string {
  const phone = parseBrPhone(e164);
  return phone.ok ? phone.display : e164;
}
