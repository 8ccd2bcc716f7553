const KWP = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** `5 kWp`, `15 kWp`, `5,22 kWp`: pt-BR decimals. */
export function formatKwp(value: number): string {
  return `${KWP.format(value)} kWp`;
}
