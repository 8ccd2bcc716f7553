import { fireEvent, render, screen } from '@testing-library/react';
import { LegalButtons } from '@/components/layout/legal-buttons';
import { LEGAL_DOCUMENTS } from '@/content/footer';

// jsdom cannot load another page: keep the links' default action from reaching it.
const stayHere = (event: Event) => event.preventDefault();

describe('LegalButtons', () => {
  beforeEach(() => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    document.addEventListener('click', stayHere);
  });
  afterEach(() => {
    document.removeEventListener('click', stayHere);
    jest.restoreAllMocks();
  });

  it.each([
    ['Política de Privacidade', '/politica-de-privacidade/'],
    ['Termos de Uso', '/termos-de-uso/'],
    ['Proteção de Dados (LGPD)', '/politica-de-privacidade/#protecao-de-dados'],
    ['Política de Cookies', '/politica-de-cookies/'],
  ])("'%s' is a link to %s that logs which document was asked for", (label, href) => {
    render(<LegalButtons documents={LEGAL_DOCUMENTS} />);
    const link = screen.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', href);
    fireEvent.click(link);
    expect(console.log).toHaveBeenCalledTimes(1);
    expect(console.log).toHaveBeenCalledWith(`Documento legal solicitado: ${label}`);
  });

  it('lists the four documents of the spec, in its order', () => {
    render(<LegalButtons documents={LEGAL_DOCUMENTS} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Política de Privacidade',
      'Termos de Uso',
      'Proteção de Dados (LGPD)',
      'Política de Cookies',
    ]);
  });
});
