import { render } from '@testing-library/react';
import { KeepTogether } from '@/components/ui/keep-together';

const kept = (text: string) => [...render(<p>{<KeepTogether text={text} />}</p>).container.querySelectorAll('span.nowrap')].map((span) => span.textContent);

describe('KeepTogether', () => {
  it('keeps phone numbers and CEPs on one line each, and the text whole', () => {
    const text = 'Ligue (43) 3025-0100 ou (43) 99999-0000, escreva um e-mail, CEP 86020-000.';
    const { container } = render(
      <p>
        <KeepTogether text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    expect(kept(text)).toEqual(['(43) 3025-0100', '(43) 99999-0000', '86020-000']);
  });

  it('leaves other hyphenated words and numbers free to wrap', () => {
    expect(kept('ar-condicionado, e-mail, 1234-5678, 123456-789 e bem-vindo')).toEqual([]);
  });
});
