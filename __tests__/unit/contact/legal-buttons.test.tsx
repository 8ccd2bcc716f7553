import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegalButtons } from '@/components/layout/legal-buttons';
import { LEGAL_DOCUMENTS } from '@/content/footer';

const push = jest.fn();
jest.mock('@/components/layout/navigate', () => ({ navigateTo: (href: string) => push(href) }));

describe('LegalButtons and the privacy notice', () => {
  beforeEach(() => {
    push.mockClear();
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("'Política de Privacidade' still logs, then opens the notice", async () => {
    render(<LegalButtons documents={LEGAL_DOCUMENTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Política de Privacidade' }));
    expect(console.log).toHaveBeenCalledWith('Documento legal solicitado: Política de Privacidade');
    expect(push).toHaveBeenCalledWith('/politica-de-privacidade/');
  });

  it("'Proteção de Dados (LGPD)' logs, then opens the notice at the rights section", async () => {
    render(<LegalButtons documents={LEGAL_DOCUMENTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proteção de Dados (LGPD)' }));
    expect(console.log).toHaveBeenCalledWith('Documento legal solicitado: Proteção de Dados (LGPD)');
    expect(push).toHaveBeenCalledWith('/politica-de-privacidade/#seus-direitos');
  });

  it('the other documents only log, as the spec says', async () => {
    render(<LegalButtons documents={LEGAL_DOCUMENTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Termos de Uso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Política de Cookies' }));
    expect(console.log).toHaveBeenCalledTimes(2);
    expect(push).not.toHaveBeenCalled();
  });
});
