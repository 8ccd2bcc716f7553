import { maskPhone, parseBrPhone } from '@/lib/phone/phone';

describe('parseBrPhone', () => {
  it.each([
    ['(43) 99999-0000', '+5543999990000', '(43) 99999-0000'],
    ['43999990000', '+5543999990000', '(43) 99999-0000'],
    ['43 99999 0000', '+5543999990000', '(43) 99999-0000'],
    ['+55 43 99999-0000', '+5543999990000', '(43) 99999-0000'],
    ['+55 (43) 99999-0000', '+5543999990000', '(43) 99999-0000'],
    ['5543999990000', '+5543999990000', '(43) 99999-0000'],
    ['0055 43 99999-0000', '+5543999990000', '(43) 99999-0000'],
    ['043 99999-0000', '+5543999990000', '(43) 99999-0000'],
    ['0 15 43 99999-0000', '+5543999990000', '(43) 99999-0000'],
    ['(43) 3025-0100', '+554330250100', '(43) 3025-0100'],
    ['4330250100', '+554330250100', '(43) 3025-0100'],
    ['+55 45 3243-0100', '+554532430100', '(45) 3243-0100'],
    ['  11.98765.4321  ', '+5511987654321', '(11) 98765-4321'],
    ['(55) 99999-0000', '+5555999990000', '(55) 99999-0000'],
  ])('accepts %j as %s', (input, e164, display) => {
    expect(parseBrPhone(input)).toEqual({ ok: true, e164, display });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['9999-0000', 'invalid'],
    ['99999-0000', 'invalid'],
    ['43 9999-00001234', 'invalid'],
    ['(43) 99999-000a', 'invalid'],
    ['<script>alert(1)</script>', 'invalid'],
    ['43 +99999-0000', 'invalid'],
    ['+1 415 555 0100', 'foreign'],
    ['+351 912 345 678', 'foreign'],
    ['(43) 8999-0000', 'mobile'],
    ['(43) 89999-0000', 'mobile'],
    ['(43) 1999-0000', 'invalid'],
    ['9'.repeat(10_000), 'invalid'],
  ])('rejects %j (%s)', (input, error) => {
    expect(parseBrPhone(input)).toMatchObject({ ok: false, error });
  });

  it.each(['(20) 99999-0000', '(10) 3025-0100', '(23) 3025-0100', '(52) 99999-0000', '(90) 99999-0000'])(
    'rejects the area code that does not exist in %s',
    (input) => {
      expect(parseBrPhone(input)).toEqual({ ok: false, error: 'area', areaCode: input.slice(1, 3) });
    },
  );
});

describe('maskPhone', () => {
  it('formats progressively as digits are typed at the end', () => {
    const typed = '43999990000';
    const steps = Array.from(typed, (_, i) => maskPhone(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '(4',
      '(43',
      '(43) 9',
      '(43) 99',
      '(43) 999',
      '(43) 9999',
      '(43) 9999-9',
      '(43) 9999-90',
      '(43) 9999-900',
      '(43) 9999-9000',
      '(43) 99999-0000',
    ]);
  });

  it('re-formats an already masked value with one more digit, keeping every digit', () => {
    expect(maskPhone('(43) 3025-01001')).toBe('(43) 30250-1001');
    expect(maskPhone('(43) 3025-010')).toBe('(43) 3025-010');
    expect(maskPhone('+55 43999990000')).toBe('+55 (43) 99999-0000');
    expect(maskPhone('+55')).toBe('+55');
  });

  it.each(['abc', '(43) 9999x', '+1 415 555', '0 43 99999-0000', '439999900001', '+', '', '((('])(
    'leaves %j exactly as typed when it cannot format it without losing a character',
    (value) => {
      expect(maskPhone(value)).toBe(value);
    },
  );

  it('never drops a digit', () => {
    for (const value of ['4', '43', '433', '4330250100', '43302501001', '+5543302501001']) {
      expect(maskPhone(value).replace(/\D/g, '')).toBe(value.replace(/\D/g, ''));
    }
  });
});
