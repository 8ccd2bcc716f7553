import { billMonth, CreditLedger } from '@/components/simulator/billing';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { fioBShare, icmsPerCompensatedKWh, runPlant, yieldPerKWp, type PlantSetup } from '@/components/simulator/plant';
import { connectionStart, simulate, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { findMunicipality } from '@/components/simulator/city-search';
import { COPEL_TARIFF_BEFORE_TAXES, premises, TARIFF_CLASSES } from '@/content/simulator/premises';

// The rules a Paraná engineer checked, each worked by hand from its source.
//   T = 0,364272 + 0,484460 = R$ 0,848732/kWh with taxes (Copel B1, 2025); Fio B = 28% of T.

const T = 0.848732;
/** R$ 500 in Londrina (565,55 kWh a month, two-phase, residential, the default roof), 5,22 kWp. */
const londrina = (patch: Partial<PlantSetup>): PlantSetup => ({
  consumptionKWh: 565.55,
  minimumKWh: 50,
  tariff: T,
  simultaneity: 0.3,
  yieldPerKWp: yieldPerKWp(findMunicipality('Londrina')!.monthly, 0.95),
  startYear: 2027,
  ...patch,
});
const ownPlant = (patch: Partial<OwnPlantInput> = {}) => simulate(ownPlantInput({ usage: { kind: 'bill', brl: 500 }, year: 2027, ...patch })) as OwnPlantResult;

describe('ICMS on compensated energy after 48 months (Lei estadual 19.595/2018; Decreto 10.686/2018, RICMS-PR Anexo V, item 104-A)', () => {
  it('a month with the exemption over: each compensated kWh pays 19% of the tariff less the Fio B already charged', () => {
    // From 2029 the Fio B is whole: f_B = 0,28 × 0,848732 = R$ 0,237645/kWh.
    // ICMS per compensated kWh = 0,19 × (0,848732 − 0,237645) = 0,19 × 0,611087 = R$ 0,116107.
    const fioB = 0.28 * T;
    const icms = icmsPerCompensatedKWh(T, 0.19, fioB);
    expect(icms).toBeCloseTo(0.116107, 6);
    // 400 kWh used, 500 generated, 30% used on the spot: 150 self-consumed, 350 injected, 250 from
    // the grid, all compensated by this month's injection (K = 200 × T / (T − f) ≥ 250 either way).
    // Exempt: 250 × 0,237645 = R$ 59,41. After: 250 × (0,237645 + 0,116107) = 250 × 0,353752 = R$ 88,44.
    const month = { consumptionKWh: 400, generationKWh: 500, minimumKWh: 50, tariff: T, fioBPerKWh: fioB, simultaneity: 0.3 };
    const exempt = billMonth(month, new CreditLedger(60), 0);
    const taxed = billMonth({ ...month, icmsPerKWh: icms }, new CreditLedger(60), 0);
    expect(exempt.compensatedKWh).toBeCloseTo(250, 10);
    expect(taxed.compensatedKWh).toBeCloseTo(250, 10);
    expect(exempt.energyBill).toBeCloseTo(59.41, 2);
    expect(taxed.energyBill).toBeCloseTo(88.44, 2);
  });

  it('is the ICMS of Copel’s base formula on the part of the kWh not already billed as Fio B', () => {
    // Copel, “Tributos”: BC = A × T × (1 + ALIQ ÷ (100 − ALIQ)), T the tariff without ICMS (the tax is
    // part of its own base, LC 87/1996, art. 13, § 1º, I). The Fio B is billed with its taxes, so what
    // the exemption no longer covers is the rest of the kWh: T = (tariff − Fio B) × (1 − 0,19).
    const fioB = 0.28 * T;
    const withoutIcms = (T - fioB) * (1 - 0.19);
    const base = 1 * withoutIcms * (1 + 19 / (100 - 19));
    expect(icmsPerCompensatedKWh(T, 0.19, fioB)).toBeCloseTo(0.19 * base, 12);
  });

  it('counts the 48 months from the connection: the 48th month is exempt, the 49th is not', () => {
    const setup = londrina({ icms: 0.19 });
    const taxed = runPlant(setup, 5.22, 60);
    const exempt = runPlant({ ...setup, icms: 0 }, 5.22, 60);
    expect(taxed.slice(0, 48).map((m) => m.energyBill)).toEqual(exempt.slice(0, 48).map((m) => m.energyBill));
    expect(premises.icmsExemptMonths).toBe(48);
    // Month 49 (index 48, January 2031): the same energy compensated costs the ICMS on top.
    expect(taxed[48]!.energyBill).toBeGreaterThan(exempt[48]!.energyBill + 10);
  });

  it('takes 10,8% off the 25-year saving of R$ 500 in Londrina connected in January 2027; the payback hardly moves', () => {
    // The reviewer estimated 7% to 11%: R$ 106.442 without the limit, R$ 94.902 with it.
    const result = ownPlant();
    expect(result.savingsHorizonWithoutIcms).toBeCloseTo(106441.61, 1);
    expect(result.savingsHorizon).toBeCloseTo(94902.4, 1);
    expect(1 - result.savingsHorizon / result.savingsHorizonWithoutIcms).toBeCloseTo(0.1084, 4);
    // The payback (3,22 years) comes before the 49th month, so the ICMS does not touch it.
    expect(result.paybackYears).toBeCloseTo(3.22, 2);
  });
});

describe('rural units (B2): only producers registered in CAD/PRO have the ICMS deferred', () => {
  it('a rural unit without the registration pays the rural ICMS of 18% (Lei estadual 21.850/2023, art. 3º) and it after 48 months', () => {
    // Energy pays 19% in Paraná "exceto a destinada à eletrificação rural", which kept 18%. The rural
    // tariff before taxes is B1's (the rural discount ended in 2023, Decreto 9.642/2018):
    // 0,631771 / (1 − 0,18 − 0,011694 − 0,053936) = 0,631771 / 0,75437 = R$ 0,837481.
    const b2 = TARIFF_CLASSES.find((c) => c.id === 'b2')!;
    expect(b2.icms).toBe(0.18);
    expect(b2.tariffBRLPerKWh).toBeCloseTo(0.837481, 6);
    expect(b2.tariffBRLPerKWh).toBeLessThan(T);
    const rural = ownPlant({ tariffClass: 'b2' });
    expect(rural.tariff).toBeCloseTo(0.837481, 6);
    expect(rural.savingsHorizon).toBeLessThan(rural.savingsHorizonWithoutIcms);
  });

  it('charges the rural rate on compensated energy after the 48 months, not the residential one', () => {
    // From 2029 the Fio B is whole: f_B = 0,28 × 0,837481 = R$ 0,234495; ICMS per compensated kWh =
    // 0,18 × (0,837481 − 0,234495) = 0,18 × 0,602986 = R$ 0,108538.
    const tariff = 0.837481;
    expect(icmsPerCompensatedKWh(tariff, TARIFF_CLASSES.find((c) => c.id === 'b2')!.icms, 0.28 * tariff)).toBeCloseTo(0.108538, 6);
  });

  it('a CAD/PRO producer pays PIS and COFINS only, before and after the 48 months', () => {
    // Before taxes: 0,848732 × (1 − 0,19 − 0,011694 − 0,053936) = 0,848732 × 0,74437 = R$ 0,631771;
    // with PIS and COFINS only: 0,631771 / (1 − 0,06563) = 0,631771 / 0,93437 = R$ 0,676146.
    expect(COPEL_TARIFF_BEFORE_TAXES).toBeCloseTo(0.631771, 6);
    const cadpro = TARIFF_CLASSES.find((c) => c.id === 'b2-cadpro')!;
    expect(cadpro).toMatchObject({ icms: 0, code: 'B2' });
    expect(cadpro.tariffBRLPerKWh).toBeCloseTo(0.676146, 6);
    const producer = ownPlant({ tariffClass: 'b2-cadpro' });
    expect(producer.savingsHorizon).toBe(producer.savingsHorizonWithoutIcms);
  });
});

describe('the connection month: a quote today is connected after the lead time', () => {
  it('a quote on 26 November 2026 connects in January 2027, at that year’s 75% of the Fio B (Lei 14.300, art. 27)', () => {
    // 26/11/2026 + 60 days = 25/1/2027.
    expect(premises.connectionLeadDays).toBe(60);
    expect(connectionStart(new Date(2026, 10, 26, 12))).toEqual({ year: 2027, month: 0 });
    expect(fioBShare(2027)).toBe(0.75);
    // 15/6/2026 + 60 = 14/8/2026; 31/12/2026 + 60 = 1/3/2027.
    expect(connectionStart(new Date(2026, 5, 15, 12))).toEqual({ year: 2026, month: 7 });
    expect(connectionStart(new Date(2026, 11, 31, 12))).toEqual({ year: 2027, month: 2 });
  });

  it('starts the months at the connection: an August 2026 connection generates August’s sun first, and its charts stay January to December', () => {
    const setup = londrina({ startYear: 2026, startMonth: 7 });
    const months = runPlant(setup, 5.22, 12);
    expect(months.map((m) => m.calendarMonth)).toEqual([7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6]);
    // The first month generates August's sun: 5,22 kWp × August's yield × 0,99 (first-year loss).
    expect(months[0]!.generationKWh).toBeCloseTo(5.22 * setup.yieldPerKWp[7]! * 0.99, 10);
    // The same plant from January 2026 sees August in its 8th month, and the same sun.
    expect(runPlant({ ...setup, startMonth: 0 }, 5.22, 12)[7]!.generationKWh).toBeCloseTo(months[0]!.generationKWh, 10);
    // The result's first-year charts stay January to December.
    const result = ownPlant({ year: 2026, month: 7 });
    expect(result.month).toBe(7);
    expect(result.monthlyGenerationKWh[7]).toBeCloseTo(result.systemKWp * setup.yieldPerKWp[7]! * 0.99, 6);
  });
});

describe('after 2029: the assumption and the pessimistic scenario beside it (Lei 14.300, art. 17)', () => {
  it('the worst the law allows is the whole TUSD: 0,484460 / 0,848732 = 57,08% of the tariff', () => {
    expect(premises.pessimisticChargeAfterSchedule).toBeCloseTo(0.570804, 6);
    const input = ownPlantInput({ usage: { kind: 'bill', brl: 500 }, year: 2027 });
    const pessimistic = simulate(input, {
      ...premises,
      fioBShareAfterSchedule: premises.pessimisticChargeAfterSchedule / premises.fioBShareOfTariff,
    }) as OwnPlantResult;
    // R$ 94.902 with 100% of the Fio B from 2029; R$ 72.738 if the whole TUSD is charged.
    expect(pessimistic.savingsHorizon).toBeCloseTo(72737.52, 1);
    expect(ownPlant().savingsHorizon).toBeCloseTo(94902.4, 1);
  });
});
