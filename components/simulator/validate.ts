import { DEFAULT_CITY } from '@/content/simulator/cities';
import { errorCopy, MODES, type SimulatorMode, type UsageBasis } from '@/content/simulator/copy';
import {
  CLEANINGS,
  CONNECTIONS,
  limits,
  ORIENTATIONS,
  PAYMENTS,
  premises,
  SHADINGS,
  TARIFF_CLASSES,
  type CleaningId,
  type ConnectionId,
  type OrientationId,
  type PaymentId,
  type ShadingId,
  type TariffClassId,
} from '@/content/simulator/premises';
import { findMunicipality } from './city-search';
import { formatBRL, formatDecimal, formatPercent } from '@/lib/format/format';
import { parsePtBrNumber } from './parse-number';
import { tariffOf, type PaymentInput, type SimulationInput } from './simulate';

// From what the visitor typed to a simulation input, or to a message beside each wrong field.

/** The form's raw values, by input name. */
export type FormValues = {
  mode: SimulatorMode;
  basis: UsageBasis;
  bill: string;
  consumption: string;
  /** The city field's text, as typed or chosen. */
  city: string;
  tariffClass: TariffClassId;
  connection: ConnectionId;
  orientation: OrientationId;
  shading: ShadingId;
  payment: PaymentId;
  rate: string;
  term: string;
  grace: string;
  tariff: string;
  publicLighting: string;
  cleaning: CleaningId;
};

/** Fields whose text the visitor types, each checked once typing pauses or the field is left. */
export type TypedField = 'bill' | 'consumption' | 'city' | 'rate' | 'term' | 'grace' | 'tariff' | 'publicLighting';
export const TYPED_FIELDS: readonly TypedField[] = ['bill', 'consumption', 'city', 'rate', 'term', 'grace', 'tariff', 'publicLighting'];
export type FieldErrors = Partial<Record<TypedField, string>>;

const decimalText = (value: number) => formatDecimal(value, 2);

export const DEFAULT_VALUES: FormValues = {
  mode: 'usina',
  basis: 'bill',
  bill: '',
  consumption: '',
  city: DEFAULT_CITY,
  tariffClass: 'b1',
  connection: 'bifasico',
  orientation: premises.defaultOrientation,
  shading: 'nenhuma',
  payment: 'avista',
  rate: decimalText(premises.financing.monthlyRate * 100),
  term: String(premises.financing.termMonths),
  grace: String(premises.financing.graceDays),
  tariff: '',
  publicLighting: '',
  cleaning: '6',
};

/** The typed fields a set of values reads; the others are hidden and ignored. */
export function fieldsFor(values: Pick<FormValues, 'mode' | 'basis' | 'payment'>): TypedField[] {
  // The rental is the company's stated average, not a calculation: nothing to type.
  if (values.mode === 'investidor') return [];
  if (values.mode === 'assinatura') return ['bill', 'tariff', 'publicLighting'];
  const usage: TypedField[] = values.basis === 'bill' ? ['bill', 'publicLighting'] : ['consumption'];
  const financing: TypedField[] = values.payment === 'financiado' ? ['rate', 'term', 'grace'] : [];
  return [...usage, 'city', 'tariff', ...financing];
}

function oneOf<T extends string>(value: unknown, options: readonly { id: T }[], fallback: T): T {
  return options.some((o) => o.id === value) ? (value as T) : fallback;
}

const BASES = [{ id: 'bill' }, { id: 'kwh' }] as const;

/** Values from a FormData, with unknown or missing choices replaced by the defaults. */
export function valuesFrom(data: FormData): FormValues {
  const text = (name: keyof FormValues, fallback = '') => {
    const value = data.get(name);
    return typeof value === 'string' ? value : fallback;
  };
  const d = DEFAULT_VALUES;
  return {
    mode: oneOf(text('mode'), MODES, d.mode),
    basis: oneOf(text('basis'), BASES, d.basis),
    bill: text('bill'),
    consumption: text('consumption'),
    city: text('city', d.city),
    tariffClass: oneOf(text('tariffClass'), TARIFF_CLASSES, d.tariffClass),
    connection: oneOf(text('connection'), CONNECTIONS, d.connection),
    orientation: oneOf(text('orientation'), ORIENTATIONS, d.orientation),
    shading: oneOf(text('shading'), SHADINGS, d.shading),
    payment: oneOf(text('payment'), PAYMENTS, d.payment),
    rate: text('rate', d.rate),
    term: text('term', d.term),
    grace: text('grace', d.grace),
    tariff: text('tariff'),
    publicLighting: text('publicLighting'),
    cleaning: oneOf(text('cleaning'), CLEANINGS, d.cleaning),
  };
}

type Checked = { value?: number; error?: string };
type Range = { min: number; max: number };

function checkAmount(raw: string, range: Range, empty: string, show: (n: number) => string): Checked {
  const parsed = parsePtBrNumber(raw);
  if (parsed.kind === 'empty') return { error: empty };
  if (parsed.kind === 'invalid') return { error: errorCopy.invalid };
  if (parsed.value <= 0) return { error: errorCopy.notPositive };
  if (parsed.value < range.min) return { error: errorCopy.belowMin(show(range.min)) };
  if (parsed.value > range.max) return { error: errorCopy.aboveMax(show(range.max)) };
  return { value: parsed.value };
}

/** An optional number: empty gives no value and no error. */
function checkOptional(raw: string, range: Range, message: string): Checked {
  const parsed = parsePtBrNumber(raw);
  if (parsed.kind === 'empty') return {};
  if (parsed.kind === 'invalid') return { error: errorCopy.invalid };
  if (parsed.value < range.min || parsed.value > range.max) return { error: message };
  return { value: parsed.value };
}

/** A required number in a range, whole when asked. */
function checkInRange(raw: string, range: Range, message: string, whole = false): Checked {
  const parsed = parsePtBrNumber(raw);
  if (parsed.kind === 'invalid') return { error: errorCopy.invalid };
  if (parsed.kind === 'empty' || parsed.value < range.min || parsed.value > range.max) return { error: message };
  if (whole && !Number.isInteger(parsed.value)) return { error: message };
  return { value: parsed.value };
}

const kwh = (n: number) => `${formatDecimal(n)} kWh`;
const brl = (n: number) => formatBRL(n);

export type Validation = { input: SimulationInput | null; errors: FieldErrors };

/** `year` and `month` (0 = January): when the system would be connected, see `connectionStart`. */
export function validate(values: FormValues, year: number, month = 0): Validation {
  const { mode } = values;

  if (mode === 'investidor') return { input: { mode }, errors: {} };

  const errors: FieldErrors = {};
  const keep = (field: TypedField, checked: Checked) => {
    if (checked.error) errors[field] = checked.error;
    return checked.value;
  };
  const { min: tariffMin, max: tariffMax } = limits.tariffBRLPerKWh;
  const tariff = keep('tariff', checkOptional(values.tariff, limits.tariffBRLPerKWh, errorCopy.tariffRange(brl(tariffMin), brl(tariffMax))));
  const byBill = mode === 'assinatura' || values.basis === 'bill';
  const publicLighting = byBill
    ? keep('publicLighting', checkOptional(values.publicLighting, limits.publicLightingBRL, errorCopy.publicLightingRange(brl(limits.publicLightingBRL.max))))
    : undefined;

  const usageField = byBill ? 'bill' : 'consumption';
  const usage = byBill
    ? keep('bill', checkAmount(values.bill, limits.billBRL, errorCopy.empty.bill, brl))
    : keep('consumption', checkAmount(values.consumption, limits.consumptionKWh, errorCopy.empty.consumption, kwh));

  const connection = CONNECTIONS.find((c) => c.id === values.connection)!;
  if (usage !== undefined && !errors.tariff && !errors.publicLighting) {
    const lighting = publicLighting ?? premises.publicLightingBRL;
    const perKWh = tariffOf({ tariffClass: values.tariffClass, tariff });
    if (byBill && lighting >= usage) errors.publicLighting = errorCopy.publicLightingAboveBill;
    else if ((byBill ? (usage - lighting) / perKWh : usage) <= connection.minimumKWh) {
      errors[usageField] = errorCopy.atMinimum(connection.minimumKWh, connection.label.toLowerCase());
    }
  }

  if (mode === 'assinatura') {
    if (Object.keys(errors).length > 0) return { input: null, errors };
    return { input: { mode, billBRL: usage!, connection: values.connection, tariffClass: values.tariffClass, tariff, publicLighting }, errors };
  }

  const municipality = findMunicipality(values.city);
  if (!municipality) errors.city = errorCopy.city;

  let payment: PaymentInput = { kind: 'avista' };
  if (values.payment === 'financiado') {
    const { ratePercent, termMonths, graceDays } = limits;
    const rate = keep('rate', checkInRange(values.rate, ratePercent, errorCopy.rate(formatPercent(ratePercent.max / 100))));
    const term = keep('term', checkInRange(values.term, termMonths, errorCopy.term(termMonths.min, termMonths.max), true));
    const grace = keep('grace', checkInRange(values.grace, graceDays, errorCopy.grace(graceDays.max), true));
    if (rate !== undefined && term !== undefined && grace !== undefined) {
      payment = { kind: 'financiado', monthlyRate: rate / 100, termMonths: term, graceDays: grace };
    }
  }

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      mode,
      usage: byBill ? { kind: 'bill', brl: usage! } : { kind: 'kwh', kwh: usage! },
      city: municipality!.name,
      connection: values.connection,
      tariffClass: values.tariffClass,
      orientation: values.orientation,
      shading: values.shading,
      tariff,
      publicLighting,
      cleaning: values.cleaning,
      payment,
      year,
      month,
    },
    errors,
  };
}
