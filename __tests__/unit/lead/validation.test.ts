import { EMPTY_LEAD, type LeadFields } from '@/lib/lead/fields';
import { leadValidation, messageLength } from '@/lib/lead/validation';
import { leadRules } from '@/content/contact/lead-rules';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MESSAGE_MAX } from '@/content/contact/limits';

// The lead's rules (lib/lead/validation.ts) with the site's limits and the form's messages, as the
// form and the inbox both use them.

const e = contactCopy.errors;
const { validateField, validateLead } = leadValidation(leadRules, e);
const valid: LeadFields = {
  ...EMPTY_LEAD,
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '(43) 99999-0000',
  service: 'energia-assinatura',
  message: 'Quero economizar na conta de luz.',
  visitDate: '',
  visitPeriod: '',
};

describe('name', () => {
  it.each([
    ['Maria da Silva'],
    ['  Ana  '],
    ['José Ângelo Conceição'],
    ['Ana 🌞'],
    ['محمد علي'],
    ['שרה לוי'],
    ['<script>alert(1)</script>'],
    ['Zé'],
    ['a'.repeat(120)],
  ])('accepts %j', (name) => {
    expect(validateField('name', name)).toBeUndefined();
  });

  it.each([
    ['', e.nameRequired],
    ['     ', e.nameRequired],
    ['\t\n ', e.nameRequired],
    ['A', e.nameShort],
    ['  B  ', e.nameShort],
    ['a'.repeat(121), e.nameLong],
    ['x'.repeat(10_000), e.nameLong],
    ['12345', e.nameLetters],
    ['12 34 56', e.nameLetters],
    ['🌞🌞🌞', e.nameLetters],
  ])('rejects %j', (name, message) => {
    expect(validateField('name', name)).toBe(message);
  });
});

describe('email', () => {
  it.each(['maria@exemplo.com.br', 'joao.silva+orcamento@empresa.com', '  ana@x.io  ', 'a_b-c@sub.dominio-br.net'])('accepts %j', (email) => {
    expect(validateField('email', email)).toBeUndefined();
  });

  it.each([
    ['', e.emailRequired],
    ['   ', e.emailRequired],
    ['maria', e.emailInvalid],
    ['maria@', e.emailInvalid],
    ['maria@exemplo', e.emailInvalid],
    ['maria@@exemplo.com', e.emailInvalid],
    ['maria silva@exemplo.com', e.emailInvalid],
    ['.maria@exemplo.com', e.emailInvalid],
    ['maria..silva@exemplo.com', e.emailInvalid],
    ['maria.@exemplo.com', e.emailInvalid],
    ['<script>@x.com', e.emailInvalid],
    ['"><img src=x onerror=alert(1)>@x.com', e.emailInvalid],
    [`${'a'.repeat(65)}@exemplo.com`, e.emailInvalid],
    [`a@${'b'.repeat(10_000)}.com`, e.emailInvalid],
  ])('rejects %j', (email, message) => {
    expect(validateField('email', email)).toBe(message);
  });
});

describe('phone', () => {
  it('explains each kind of bad number in Portuguese', () => {
    expect(validateField('phone', '')).toBe(e.phoneRequired);
    expect(validateField('phone', '9999-0000')).toBe(e.phoneInvalid);
    expect(validateField('phone', '+1 415 555 0100')).toBe(e.phoneForeign);
    expect(validateField('phone', '(20) 99999-0000')).toBe('O DDD 20 não existe. Confira o código de área.');
    expect(validateField('phone', '(43) 8999-0000')).toBe(e.phoneMobile);
    expect(validateField('phone', '<script>alert(1)</script>')).toBe(e.phoneInvalid);
  });
});

describe('message', () => {
  it('is optional and allows up to 2 000 characters, emoji counting as one', () => {
    expect(validateField('message', '')).toBeUndefined();
    expect(validateField('message', 'x'.repeat(LEAD_MESSAGE_MAX))).toBeUndefined();
    expect(validateField('message', '☀️'.repeat(LEAD_MESSAGE_MAX / 2))).toBeUndefined();
    expect(validateField('message', '🌞'.repeat(LEAD_MESSAGE_MAX))).toBeUndefined();
  });

  it('rejects more than 2 000 characters, saying how many there are', () => {
    expect(validateField('message', 'x'.repeat(10_000))).toBe('A mensagem pode ter no máximo 2.000 caracteres; agora tem 10.000.');
    expect(validateField('message', '🌞'.repeat(LEAD_MESSAGE_MAX + 1))).toBe(e.messageLong(2001));
  });

  it('counts what a person sees (grapheme clusters), not UTF-16 units or code points', () => {
    expect(messageLength('')).toBe(0);
    expect(messageLength('ação')).toBe(4);
    expect(messageLength('ac\u0327a\u0303o')).toBe(4);
    expect(messageLength('🌞🌞')).toBe(2);
    expect(messageLength('👍🏽 🇧🇷 👨‍👩‍👧')).toBe(5);
    expect(messageLength('مرحبا')).toBe(5);
    expect(messageLength('oi\u200B\u202E')).toBe(2);
  });
});

describe('validateLead', () => {
  it('returns the trimmed lead with the phone in E.164', () => {
    const result = validateLead({ ...valid, name: '  Maria da Silva ', email: ' maria@exemplo.com.br ', message: '  Oi  ' });
    expect(result).toEqual({
      ok: true,
      lead: {
        ...EMPTY_LEAD,
        name: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        phone: '+5543999990000',
        phoneDisplay: '(43) 99999-0000',
        city: '',
        service: 'energia-assinatura',
        message: 'Oi',
        visitDate: '',
        visitPeriod: '',
      },
    });
  });

  it('keeps HTML, emoji, accents and right-to-left text as plain text', () => {
    const message = '<b>negrito</b> <script>alert("x")</script> ☀️ ação مرحبا שלום';
    const result = validateLead({ ...valid, name: 'Zoë <i>Ñandú</i> 😀', message });
    expect(result.ok && result.lead.message).toBe(message);
    expect(result.ok && result.lead.name).toBe('Zoë <i>Ñandú</i> 😀');
  });

  it('takes out control characters (terminal escapes, bell, NUL, C1) and text-direction overrides; the message keeps its line breaks and tabs, the other fields stay on one line', () => {
    const result = validateLead({
      ...valid,
      name: 'Maria\u001b]0;Conta paga\u0007\u001b[2J da\r\nSilva\u009b31m \u202eavliS\u2066',
      email: 'maria@exemplo.com.br\u0000',
      message: 'Linha 1\r\nLinha 2\rLinha 3\u0000\u007f\u0085\n\tcom tab',
    });
    expect(result.ok && result.lead).toMatchObject({
      name: 'Maria]0;Conta paga[2J da Silva31m avliS',
      email: 'maria@exemplo.com.br',
      message: 'Linha 1\nLinha 2\nLinha 3\n\tcom tab',
    });
    expect(messageLength('a\u0000\u001b\u0085b')).toBe(2);
  });

  it('drops a service that is not one of the six', () => {
    const result = validateLead({ ...valid, service: '<script>' });
    expect(result.ok && result.lead.service).toBe('');
  });

  it('keeps a city the form offers (a served municipality) and drops any other, never refusing the lead', () => {
    const [served] = leadRules.choices.city;
    expect(validateLead({ ...valid, city: served! })).toMatchObject({ ok: true, lead: { city: served } });
    for (const other of ['Curitiba de Mentira', '<b>x</b>', ' '.repeat(3)])
      expect(validateLead({ ...valid, city: other })).toMatchObject({ ok: true, lead: { city: '' } });
  });

  it("refuses, with the field's own message, a value longer than the inbox stores, and never cuts it", () => {
    expect(validateField('name', 'a'.repeat(5_000))).toBe(e.nameLong);
    expect(validateField('email', `${'a'.repeat(300)}@exemplo.com.br`)).toBe(e.emailInvalid);
    expect(validateField('phone', '9'.repeat(500))).toBe(e.phoneInvalid);
    // Combining marks: few graphemes, many UTF-16 units; counted as the person sees them.
    const zalgo = 'a\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308'.repeat(4_000);
    expect(validateField('message', zalgo)).toBe(e.messageLong(4_000));
    // Within the limit as a person counts, over what the inbox stores: what is too much, never "at most 2.000, now 1.500".
    const heavy = `a${'\u0301\u0300'.repeat(30)}`.repeat(1_500);
    expect(validateField('message', heavy)).toBe(e.messageHeavy);
    expect(validateLead({ ...valid, message: heavy })).toMatchObject({ ok: false, codes: { message: 'tooLong' } });
    expect(validateField('visitDate', '2026-12-03'.repeat(10))).toBe(e.visitDateInvalid);
    expect(validateField('city', 'x'.repeat(1_000))).toBeUndefined();
  });

  it('lists every error and names the first invalid field in form order', () => {
    const result = validateLead({ ...EMPTY_LEAD, email: 'x', message: 'y'.repeat(2001) });
    expect(result).toEqual({
      ok: false,
      first: 'name',
      errors: { name: e.nameRequired, email: e.emailInvalid, phone: e.phoneRequired, message: e.messageLong(2001) },
      codes: { name: 'nameRequired', email: 'emailInvalid', phone: 'phoneRequired', message: 'messageLong' },
    });
    expect(validateLead({ ...valid, phone: '123' })).toMatchObject({ ok: false, first: 'phone' });
  });
});
