/** @jest-environment node */
import { sourcesOf } from '@/components/home/stats-band';

// The figures' sources under the band, as the company writes them in the CMS (Números da empresa › Fonte).

describe("the figures' sources", () => {
  it('are one sentence when every figure has the same source', () => {
    const same = 'Número informado pela própria empresa.';
    expect(
      sourcesOf([
        { value: '500+', source: same },
        { value: '10 anos', source: same },
      ]),
    ).toBe(same);
  });

  it('are a sentence each, with its figures, never run together when the company writes no full stop', () => {
    expect(
      sourcesOf([
        { value: '1.200+', source: 'Contagem de contratos da empresa, outubro de 2026' },
        { value: '14 anos', source: 'Contrato social da empresa, registrado em 2012.' },
        { value: '3 cidades', source: 'Contagem de contratos da empresa, outubro de 2026' },
      ]),
    ).toBe('1.200+, 3 cidades: Contagem de contratos da empresa, outubro de 2026. 14 anos: Contrato social da empresa, registrado em 2012.');
  });
});
