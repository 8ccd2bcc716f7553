import { brasiliaToday, formatVisitDay, isWorkingDay, visitDays as visitWindow, visitProblem as visitProblemOf } from '@/lib/lead/visit';
import { leadRules } from '@/content/contact/lead-rules';
import { VISIT_WINDOW_WORKING_DAYS } from '@/content/contact/limits';

// The technical visit's calendar, shared by the form and the lead inbox, with the site's window.

const visitDays = (now: Date) => visitWindow(now, leadRules.visit);
const visitProblem = (date: string, period: string, now: Date) => visitProblemOf(date, period, now, leadRules.visit);

describe('working days', () => {
  it.each([
    ['2026-11-25', true], // Wednesday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-11-20', false], // Dia da Consciência Negra (Lei nº 14.759/2023)
    ['2026-12-25', false],
    ['2027-01-01', false],
    ['2026-02-16', false], // Carnival Monday 2026 (Easter is 5 April)
    ['2026-02-17', false], // Carnival Tuesday
    ['2026-04-03', false], // Good Friday
    ['2026-06-04', false], // Corpus Christi
    ['2027-03-26', false], // Good Friday 2027 (Easter is 28 March)
    ['2026-02-18', true], // Ash Wednesday: open
    ['2026-02-30', false], // not a date
    ['25/11/2026', false],
  ])('%s is a working day: %s', (day, expected) => {
    expect(isWorkingDay(day)).toBe(expected);
  });
});

describe('the window a visit may be asked for', () => {
  it('counts in Brasília: 01:00 UTC on the 26th is still the 25th there', () => {
    expect(brasiliaToday(new Date('2026-11-26T01:00:00Z'))).toBe('2026-11-25');
    expect(brasiliaToday(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-26');
  });

  it('starts two days after today and takes the next ten working days, skipping weekends and holidays', () => {
    // Wednesday 18 November 2026: Friday the 20th is a holiday.
    const days = visitDays(new Date('2026-11-18T15:00:00Z'));
    expect(days).toHaveLength(VISIT_WINDOW_WORKING_DAYS);
    expect(days.slice(0, 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days.at(-1)).toBe('2026-12-04');
  });

  it('names what is wrong with a day and a period, or nothing', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(visitProblem('', '', now)).toBeUndefined();
    expect(visitProblem('2026-11-27', '', now)).toBeUndefined();
    expect(visitProblem('2026-11-27', 'tarde', now)).toBeUndefined();
    expect(visitProblem('', 'manha', now)).toBe('visitDateMissing');
    expect(visitProblem('2026-11-27', 'noite', now)).toBe('visitPeriodInvalid');
    expect(visitProblem('2026-11-26', '', now)).toBe('visitDatePast');
    expect(visitProblem('2026-11-28', '', now)).toBe('visitDateWeekend');
    expect(visitProblem('2027-01-20', '', now)).toBe('visitDateFar');
    expect(visitProblem('2026-13-01', '', now)).toBe('visitDateInvalid');
  });

  it('reads a day in Portuguese', () => {
    expect(formatVisitDay('2026-12-03')).toMatch(/^quinta-feira, 0?3\/12$/);
  });
});
