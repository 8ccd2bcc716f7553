import {
  CITIES,
  CONNECTIONS,
  errorCopy,
  limits,
  MODES,
  premises,
  type CityId,
  type ConnectionId,
  type SimulatorMode,
  type UsageBasis,
} from '@/content/simulator';
import { formatBRL, formatDecimal, parsePtBrNumber } from './number-format';
import type { SimulationInput } from './simulate';

// From what the visitor typed to a simulation input, or to a message beside each wrong field.

/** The form's raw values, by input name. */
export type FormValues = {
  mode: SimulatorMode;
  basis: UsageBasis;
  bill: string;
  consumption: string;
  city: CityId;
  connection: ConnectionId;
  tariff: string;
  amount: string;
};

export type NumericField = 'bill' | 'consumption' | 'tariff' | 'amount';
export type FieldErrors = Partial<Record<NumericField, string>>;

export const DEFAULT_VALUES: FormValues = {
  mode: 'usina',
  basis: 'bill',
  bill: '',
  consumption: '',
  city: 'londrina',
  connection: 'bifasico',
  tariff: '',
  amount: '',
};

/** The numeric fields a mode reads; the others are hidden and ignored. */
export function fieldsFor(mode: SimulatorMode, basis: UsageBasis): NumericField[] {
  if (mode === 'assinatura') return ['bill'];
  if (mode === 'investidor') return ['amount'];
  return basis === 'bill' ? ['bill', 'tariff'] : ['consumption', 'tariff'];
}

function oneOf<T extends string>(value: unknown, options: readonly { id: T }[], fallback: T): T {
  return options.some((o) => o.id === value) ? (value as T) : fallback;
}

/** Values from a FormData, with unknown or missing choices replaced by the defaults. */
export function valuesFrom(data: FormData): FormValues {
  const text = (name: keyof FormValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    mode: oneOf(text('mode'), MODES, DEFAULT_VALUES.mode),
    basis: oneOf(text('basis'), BASES, DEFAULT_VALUES.basis),
    bill: text('bill'),
    consumption: text('consumption'),
    city: oneOf(text('city'), CITIES, DEFAULT_VALUES.city),
    connection: oneOf(text('connection'), CONNECTIONS, DEFAULT_VALUES.connection),
    tariff: text('tariff'),
    amount: text('amount'),
  };
}

const BASES = [{ id: 'bill' }, { id: 'kwh' }] as const;

type Checked = { value?: number; error?: string };

function checkAmount(raw: string, range: { min: number; max: number }, empty: string, show: (n: number) => string): Checked {
  const parsed = parsePtBrNumber(raw);
  if (parsed.kind === 'empty') return { error: empty };
  if (parsed.kind === 'invalid') return { error: errorCopy.invalid };
  if (parsed.value <= 0) return { error: errorCopy.notPositive };
  if (parsed.value < range.min) return { error: errorCopy.belowMin(show(range.min)) };
  if (parsed.value > range.max) return { error: errorCopy.aboveMax(show(range.max)) };
  return { value: parsed.value };
}

const kwh = (n: number) => `${formatDecimal(n)} kWh`;
const brl = (n: number) => formatBRL(n);

export type Validation = { input: SimulationInput | null; errors: FieldErrors };

export function validate(values: FormValues, year: number): Validation {
  const errors: FieldErrors = {};
  const { mode } = values;

  if (mode === 'investidor') {
    const amount = checkAmount(values.amount, limits.amountBRL, errorCopy.empty.amount, brl);
    if (amount.error) return { input: null, errors: { amount: amount.error } };
    return { input: { mode, amountBRL: amount.value! }, errors };
  }

  const bill = checkAmount(values.bill, limits.billBRL, errorCopy.empty.bill, brl);
  if (mode === 'assinatura') {
    if (bill.error) return { input: null, errors: { bill: bill.error } };
    return { input: { mode, billBRL: bill.value! }, errors };
  }

  let tariff: number | undefined;
  const parsedTariff = parsePtBrNumber(values.tariff);
  if (parsedTariff.kind === 'invalid') errors.tariff = errorCopy.invalid;
  else if (parsedTariff.kind === 'number') {
    const { min, max } = limits.tariffBRLPerKWh;
    if (parsedTariff.value < min || parsedTariff.value > max) errors.tariff = errorCopy.tariffRange(brl(min), brl(max));
    else tariff = parsedTariff.value;
  }

  const usageField = values.basis === 'bill' ? 'bill' : 'consumption';
  const usage =
    values.basis === 'bill' ? bill : checkAmount(values.consumption, limits.consumptionKWh, errorCopy.empty.consumption, kwh);
  if (usage.error) errors[usageField] = usage.error;
  else {
    const consumption = values.basis === 'bill' ? usage.value! / (tariff ?? premises.tariffBRLPerKWh) : usage.value!;
    const connection = CONNECTIONS.find((c) => c.id === values.connection)!;
    if (consumption <= connection.minimumKWh && !errors.tariff) {
      errors[usageField] = errorCopy.atMinimum(connection.minimumKWh, connection.label.toLowerCase());
    }
  }

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      mode,
      usage: values.basis === 'bill' ? { kind: 'bill', brl: usage.value! } : { kind: 'kwh', kwh: usage.value! },
      city: values.city,
      connection: values.connection,
      tariff,
      year,
    },
    errors,
  };
}
