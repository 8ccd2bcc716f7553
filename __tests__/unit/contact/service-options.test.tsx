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
    expect(options().map((option) => option.getAttribute('value'))).toEqual(['', ...SPEC_SERVICE_IDS]);
  });

  it('labels them in Portuguese, distinctly, with the two labels the spec gives', () => {
    const labels = options()
      .slice(1)
      .map((option) => option.textContent ?? '');
    expect(labels).toContain('Manutenção e Suporte');
    expect(labels).toContain('Consultoria Energética');
    expect(labels[SPEC_SERVICE_IDS.indexOf('manutencao')]).toBe('Manutenção e Suporte');
    expect(labels[SPEC_SERVICE_IDS.indexOf('consultoria')]).toBe('Consultoria Energética');
    expect(new Set(labels).size).toBe(SPEC_SERVICE_IDS.length);
    for (const label of labels) expect(label.trim().length).toBeGreaterThan(3);
  });
});
