// One month of a bill with a plant, under ANEEL's compensation rules (REN 1.000/2021 as amended by
// REN 1.059/2023, Lei 14.300/2022), and the kWh credits carried between months.

export type MonthInput = {
  consumptionKWh: number;
  generationKWh: number;
  /** Minimum billed consumption (custo de disponibilidade). */
  minimumKWh: number;
  /** R$/kWh with taxes. */
  tariff: number;
  /** Fio B charged on each compensated kWh this month, R$. */
  fioBPerKWh: number;
  /** ICMS charged on each compensated kWh this month, R$ (Paraná, after the exempt months). */
  icmsPerKWh?: number;
  /** Share of the generation used at the moment it is produced. */
  simultaneity: number;
};

export type MonthBill = {
  selfConsumedKWh: number;
  injectedKWh: number;
  fromGridKWh: number;
  /** Compensation that brings the bill to its floor this month. */
  wantedKWh: number;
  compensatedKWh: number;
  fromCreditsKWh: number;
  /** Injected energy left over, kept as credit. */
  bankedKWh: number;
  /** Energy part of the bill, R$ (no public lighting). */
  energyBill: number;
};

type Lot = { kwh: number; expires: number };

/** kWh credits in lots, spent oldest first; a lot banked in month t can be used until month t + validity. */
export class CreditLedger {
  private lots: Lot[] = [];

  constructor(private readonly validityMonths: number) {}

  get balance(): number {
    return this.lots.reduce((sum, lot) => sum + lot.kwh, 0);
  }

  /** Drops what expired before this month; returns the kWh lost. */
  expire(month: number): number {
    const lost = this.lots.filter((lot) => lot.expires < month).reduce((sum, lot) => sum + lot.kwh, 0);
    this.lots = this.lots.filter((lot) => lot.expires >= month);
    return lost;
  }

  bank(kwh: number, month: number) {
    if (kwh > 0) this.lots.push({ kwh, expires: month + this.validityMonths });
  }

  /** Spends up to `kwh`, oldest lots first; returns what was spent. */
  take(kwh: number): number {
    let left = kwh;
    for (const lot of this.lots) {
      if (left <= 0) break;
      const used = Math.min(lot.kwh, left);
      lot.kwh -= used;
      left -= used;
    }
    this.lots = this.lots.filter((lot) => lot.kwh > 1e-9);
    return kwh - Math.max(left, 0);
  }
}

/**
 * The month's bill. Energy used as it is produced never reaches the meter; what the grid
 * supplies is compensated first by this month's injection, then by older credits, and each
 * compensated kWh pays the Fio B share and, once Paraná's exemption ends, the ICMS: f per kWh.
 * The bill is the larger of the minimum charge and the uncompensated energy plus those charges.
 * No credit is spent below the minimum charge:
 *   (N − K)·T + K·f = Cmin·T  ⇒  K = (N − Cmin)·T / (T − f), and never more than N.
 * Injection left over is banked.
 */
export function billMonth(m: MonthInput, credits: CreditLedger, month: number): MonthBill {
  const selfConsumedKWh = Math.min(m.simultaneity * m.generationKWh, m.consumptionKWh);
  const injectedKWh = m.generationKWh - selfConsumedKWh;
  const fromGridKWh = m.consumptionKWh - selfConsumedKWh;
  const perKWh = m.fioBPerKWh + (m.icmsPerKWh ?? 0);
  const wantedKWh = fromGridKWh <= m.minimumKWh ? 0 : Math.min(fromGridKWh, ((fromGridKWh - m.minimumKWh) * m.tariff) / (m.tariff - perKWh));

  credits.expire(month);
  const fromInjection = Math.min(injectedKWh, wantedKWh);
  const fromCreditsKWh = credits.take(wantedKWh - fromInjection);
  const bankedKWh = injectedKWh - fromInjection;
  credits.bank(bankedKWh, month);

  const compensatedKWh = fromInjection + fromCreditsKWh;
  const energyBill = Math.max(m.minimumKWh * m.tariff, (fromGridKWh - compensatedKWh) * m.tariff + compensatedKWh * perKWh);
  return { selfConsumedKWh, injectedKWh, fromGridKWh, wantedKWh, compensatedKWh, fromCreditsKWh, bankedKWh, energyBill };
}
