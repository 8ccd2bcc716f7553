import { clearDraft, DRAFT_KEY, keepDraft } from '@/components/contact/draft-key';
import { parseDraft, validAttempt } from '@/components/contact/draft-storage';
import { leadRules } from '@/content/contact/lead-rules';
import { mergePrefill } from '@/components/contact/prefill-merge';
import { EMPTY_LEAD, NO_EDITS } from '@/lib/lead/fields';

const ORIGIN = 'https://www.solarpr.com.br';
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const good = {
  idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
  submittedAt: '2026-11-22T11:59:00.000Z',
  page: `${ORIGIN}/`,
  fingerprint: '["Ana"]',
  fillMs: 12_000,
  fastFill: false,
};

describe('validAttempt: a restored attempt is checked before it is sent again', () => {
  it('keeps a well-formed attempt of this site', () => {
    expect(validAttempt(good, ORIGIN, NOW)).toEqual(good);
    // Attempts stored before fillMs/fastFill existed are still good.
    const older = { idempotencyKey: good.idempotencyKey, submittedAt: good.submittedAt, page: good.page, fingerprint: good.fingerprint };
    expect(validAttempt(older, ORIGIN, NOW)).toEqual({ ...older, fillMs: null, fastFill: false });
  });

  it.each([
    ['a key with a newline', { idempotencyKey: `${good.idempotencyKey}\nX-Evil: 1` }],
    ['a key that is not a UUID', { idempotencyKey: 'chave' }],
    ['a time that is not an ISO instant', { submittedAt: 'ontem' }],
    ['a time in the future', { submittedAt: '2027-01-01T00:00:00.000Z' }],
    ['a time older than a draft may be', { submittedAt: '2026-10-01T00:00:00.000Z' }],
    ['another site', { page: 'https://evil.example/' }],
    ['a page with a query', { page: `${ORIGIN}/?nome=Ana` }],
    ['a page with a fragment', { page: `${ORIGIN}/#contact` }],
    ['a page with a newline', { page: `${ORIGIN}/\n` }],
    ['a fill time that is not a whole number', { fillMs: -1 }],
    ['no fingerprint', { fingerprint: 3 }],
  ])('discards %s', (_, change) => {
    expect(validAttempt({ ...good, ...change }, ORIGIN, NOW)).toBeUndefined();
  });
});

describe('parseDraft', () => {
  it('reads per-field edit times, and a deletion keeps its time', () => {
    const raw = JSON.stringify({
      version: 2,
      savedAt: NOW - 1000,
      fields: { ...EMPTY_LEAD, name: 'Ana', message: '' },
      edited: { ...NO_EDITS, name: NOW - 5000, message: NOW - 2000 },
      attempt: good,
    });
    expect(parseDraft(raw, ORIGIN, NOW)).toEqual({
      fields: { ...EMPTY_LEAD, name: 'Ana' },
      edited: { ...NO_EDITS, name: NOW - 5000, message: NOW - 2000 },
      attempt: good,
    });
  });

  it('reads a version 1 draft, its fields edited when it was saved, and drops a bad attempt', () => {
    const raw = JSON.stringify({ version: 1, savedAt: NOW - 1000, fields: { name: 'Ana', email: 7 }, attempt: { ...good, idempotencyKey: 'x' } });
    expect(parseDraft(raw, ORIGIN, NOW)).toEqual({
      fields: { ...EMPTY_LEAD, name: 'Ana' },
      edited: { ...NO_EDITS, name: NOW - 1000 },
    });
  });

  it('treats anything malformed or too old as no draft', () => {
    expect(parseDraft('{', ORIGIN, NOW)).toBeNull();
    expect(parseDraft('null', ORIGIN, NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 3, savedAt: NOW, fields: {} }), ORIGIN, NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, savedAt: NOW - 8 * 86_400_000, fields: { name: 'Ana' } }), ORIGIN, NOW)).toBeNull();
  });
});

describe('mergePrefill: the simulation joins what the visitor typed', () => {
  const typed = { ...EMPTY_LEAD, name: 'Ana', service: 'limpeza-placas', message: 'Tenho 24 placas.' };

  it('fills an empty message and service', () => {
    expect(mergePrefill(EMPTY_LEAD, { service: 'usinas-consumo', message: ' Simulação ' })).toMatchObject({
      message: 'filled',
      service: 'set',
      after: { message: 'Simulação', service: 'usinas-consumo' },
    });
  });

  it('adds to a message and keeps a different service the visitor chose', () => {
    expect(mergePrefill(typed, { service: 'usinas-consumo', message: 'Simulação' })).toEqual({
      message: 'added',
      service: 'kept',
      suggested: 'usinas-consumo',
      before: { message: 'Tenho 24 placas.', service: 'limpeza-placas', city: '' },
      after: { message: 'Tenho 24 placas.\n\nSimulação', service: 'limpeza-placas', city: '' },
    });
  });

  it('fills an empty city with the simulated one when the form offers it, and never changes a city the visitor chose', () => {
    const [served, other] = leadRules.choices.city;
    expect(mergePrefill(typed, { city: served, message: 'Simulação' })).toMatchObject({ before: { city: '' }, after: { city: served } });
    expect(mergePrefill({ ...typed, city: other! }, { city: served, message: 'Simulação' }).after.city).toBe(other);
    // A municipality the company does not serve is not one of the form's cities.
    expect(mergePrefill(typed, { city: 'Cidade Fora da Área', message: 'Simulação' }).after.city).toBe('');
  });

  it('replaces only the simulation it added before, and never repeats one already there', () => {
    const once = `${typed.message}\n\nSimulação A`;
    expect(mergePrefill({ ...typed, message: once }, { message: 'Simulação B' }, 'Simulação A').after.message).toBe(`${typed.message}\n\nSimulação B`);
    expect(mergePrefill({ ...typed, message: once }, { message: 'Simulação A' }, 'Simulação A')).toMatchObject({
      message: 'present',
      after: { message: once },
    });
  });

  it('ignores a service that is not one of the six', () => {
    expect(mergePrefill(EMPTY_LEAD, { service: 'nada' as never, message: 'Oi' })).toMatchObject({ service: 'none', after: { service: '' } });
  });
});

describe('keepDraft: the island keeps the draft while its controller is away', () => {
  const fields = { ...EMPTY_LEAD, name: 'Ana', message: 'Oi' };
  const edited = { ...NO_EDITS, name: NOW - 2_000, message: NOW - 1_000 };
  beforeEach(() => window.localStorage.clear());

  it('writes what the controller reads back, field by field with its time', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    keepDraft(fields, edited);
    expect(parseDraft(window.localStorage.getItem(DRAFT_KEY) ?? '', ORIGIN, NOW)).toEqual({ fields, edited });
    jest.restoreAllMocks();
  });

  it('leaves a stored delivery attempt for the controller to judge, and clearDraft forgets it all', () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 2, savedAt: NOW, fields, edited, attempt: good }));
    keepDraft({ ...fields, message: 'Oi de novo' }, edited);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ fields: { message: 'Oi de novo' }, attempt: good });
    expect(clearDraft()).toBe(true);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps quiet when storage refuses', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepDraft(fields, edited)).not.toThrow();
    jest.restoreAllMocks();
  });
});
