import type { OwnPlantInput } from './simulate';
import { DEFAULT_VALUES } from './validate';

/**
 * An own-plant simulation with the form's defaults (the head office's city, two-phase,
 * residential, the default roof, cleaning every 6 months, cash) for a given usage and year:
 * what the hero's note quotes and what the tests work out by hand.
 */
export function ownPlantInput(fields: Pick<OwnPlantInput, 'usage' | 'year'> & Partial<OwnPlantInput>): OwnPlantInput {
  const d = DEFAULT_VALUES;
  return {
    mode: 'usina',
    city: d.city,
    connection: d.connection,
    tariffClass: d.tariffClass,
    orientation: d.orientation,
    shading: d.shading,
    cleaning: d.cleaning,
    payment: { kind: 'avista' },
    ...fields,
  };
}
