// The CNPJ, the company's registration with the Receita Federal: its mask and check digits.

/** 'XX.XXX.XXX/XXXX-DD': digits, or capital letters before the check digits (the alphanumeric CNPJ). */
export const CNPJ_MASK = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;

/**
 * The two check digits of a CNPJ's first 12 characters (modulo 11, weights 2 to 9 from
 * the right). Letters count as their character code minus 48, the rule of the
 * alphanumeric CNPJ (Receita Federal, IN RFB nº 2.229/2024); digits are unchanged by it.
 */
export function cnpjCheckDigits(base: string): string {
  const digit = (chars: string) => {
    const sum = [...chars].reverse().reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * ((index % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${first}${digit(`${base}${first}`)}`;
}
