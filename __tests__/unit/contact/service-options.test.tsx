import { render, screen, within } from '@testing-library/react';
import { ContactForm } from '@/components/contact/contact-form';

// The spec's service options (section 3), as the contact form offers them.
const SPEC_SERVICE_IDS = ['usinas-consumo', 'energia-assinatura', 'aluguel-usinas', 'limpeza-placas', 'manutencao', 'consultoria'];

describe('contact form service options', () => {
  const options = () => {
    render(<ContactForm />);
    return within(screen.getByRole('combobox', { name: /Serviço de interesse/ })).getAllByRole('option');
  };

  it('offers the six services of the spec, in order, after an empty choice', () => {
    const values = options().map((option) => option.getAttribute('value'));
    expect(values[0]).toBe('');
    // A service the company adds (content/services.ts) joins them; the spec's stay, in its order.
    expect(values.filter((value) => SPEC_SERVICE_IDS.includes(value!))).toEqual(SPEC_SERVICE_IDS);
  });

  it('labels them in Portuguese, distinctly, with the two labels the spec gives', () => {
    const offered = options().slice(1);
    const labelOf = (id: string) => offered.find((option) => option.getAttribute('value') === id)?.textContent;
    expect(labelOf('manutencao')).toBe('Manutenção e Suporte');
    expect(labelOf('consultoria')).toBe('Consultoria Energética');
    const labels = offered.map((option) => option.textContent ?? '');
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.trim().length).toBeGreaterThan(3);
  });
});
