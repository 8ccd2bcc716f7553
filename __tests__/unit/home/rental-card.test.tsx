import { render, screen } from '@testing-library/react';
import { Solutions } from '@/components/home/solutions';
import { rentalFeatures } from '@/content/solutions';

// The plant rental's card describes the rental contract (the investor owns the plant and rents it
// to the company, which operates it), not a return: the spec's 1,88 % stays, as the average the
// company states for its rental contracts, with what it depends on.

const card = () => document.getElementById('aluguel-usinas')?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the plant rental card', () => {
  it('describes the rental contract and attributes the 1,88% to the company, with what it depends on', () => {
    render(<Solutions />);
    expect(screen.getByRole('heading', { level: 3, name: /Aluguel de Usinas/ })).toBeInTheDocument();
    const text = card();
    expect(text).toContain('1,88% ao mês');
    expect(text).not.toMatch(/rendimento/i);
    expect(text).toMatch(/você compra a usina que construímos e a aluga a nós em contrato de locação, com aluguel mensal/);
    expect(text).toMatch(/contrato de locação/);
    expect(text).toMatch(
      /1,88% ao mês: o aluguel médio que a empresa informa nos seus contratos; o de cada contrato depende da usina, do prazo e da geração, e não é garantido/,
    );
  });

  it('names no legal basis while none is recorded, and names the recorded one', () => {
    expect(rentalFeatures({}).join(' ')).not.toMatch(/Base legal/);
    const withBasis = rentalFeatures({ kind: 'parecer-juridico', issuer: 'Silva & Souza Advogados', reference: 'Parecer nº 12/2026', date: '2026-03-10' });
    expect(withBasis).toContain('Base legal: parecer jurídico Parecer nº 12/2026, de 10/03/2026 (Silva & Souza Advogados)');
    expect(withBasis[0]).toContain('1,88% ao mês');
  });
});
