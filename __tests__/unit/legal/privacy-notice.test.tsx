import { render, screen, within } from '@testing-library/react';
import PrivacyPage from '@/app/politica-de-privacidade/page';
import { PRIVACY_PATH, privacyMetadata } from '@/content/legal/privacy';
import { site } from '@/content/company/site';

describe('PrivacyNotice', () => {
  beforeEach(() => render(<PrivacyPage />));

  it('names the controller with the facts of content/company/site.ts', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    const controller = screen.getByRole('region', { name: 'Quem é o controlador dos dados' });
    expect(controller).toHaveTextContent(`${site.legalName}, CNPJ ${site.cnpj}`);
    expect(controller).toHaveTextContent('Av. Higienópolis, 1000, Centro, Londrina/PR, CEP 86020-000');
    expect(controller).toHaveTextContent(site.email);
  });

  it('covers data, purpose, legal basis, retention, recipients and rights', () => {
    for (const heading of [
      'Quais dados coletamos',
      'Para que usamos os dados',
      'Base legal (LGPD, art. 7º)',
      'Por quanto tempo guardamos',
      'Quem recebe os dados',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Quais dados coletamos' })).toHaveTextContent(/WhatsApp/);
    expect(screen.getByRole('region', { name: 'Base legal (LGPD, art. 7º)' })).toHaveTextContent(/art\. 7º, inciso V/);
    const rights = screen.getByRole('region', { name: 'Seus direitos (LGPD, art. 18)' });
    expect(rights).toHaveAttribute('id', 'seus-direitos');
    expect(within(rights).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('region', { name: 'Como exercer seus direitos' })).toHaveTextContent(site.email);
  });

  it('leads back to the contact form', () => {
    expect(screen.getByRole('link', { name: 'Voltar ao formulário de contato' })).toHaveAttribute('href', '/#contact');
  });
});

describe('where a lead goes, as this build does it', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
    delete process.env.LEAD_RETENTION_DAYS;
    jest.resetModules();
  });

  /** The notice as a build with or without NEXT_PUBLIC_LEAD_ENDPOINT renders it (read when the module loads). */
  function renderBuiltWith(endpoint?: string) {
    if (endpoint) process.env.NEXT_PUBLIC_LEAD_ENDPOINT = endpoint;
    jest.resetModules();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrivacyNotice: Notice } = require('@/components/legal/privacy-notice') as typeof import('@/components/legal/privacy-notice');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { privacyLeadPath } = require('@/content/legal/privacy') as typeof import('@/content/legal/privacy');
    render(<Notice />);
    return privacyLeadPath;
  }

  it('without an endpoint: no form service is named; the form hands the lead to WhatsApp', () => {
    const paths = renderBuiltWith();
    const recipients = screen.getByRole('region', { name: 'Quem recebe os dados' });
    expect(recipients).toHaveTextContent(paths.whatsapp.recipient);
    expect(recipients).not.toHaveTextContent(/serviço de recebimento de formulários|operador/);
    expect(screen.getByRole('region', { name: 'Quais dados coletamos' })).toHaveTextContent(paths.whatsapp.collected);
    expect(screen.getByRole('region', { name: 'Segurança' })).toHaveTextContent(paths.whatsapp.security);
    expect(document.body).not.toHaveTextContent(paths.endpoint.consentRecord.trim());
  });

  it('with an endpoint: the form service is named as the processor, with what the form sends', () => {
    const paths = renderBuiltWith('https://formspree.io/f/teste');
    expect(screen.getByRole('region', { name: 'Quem recebe os dados' })).toHaveTextContent(paths.endpoint.recipient);
    expect(screen.getByRole('region', { name: 'Quais dados coletamos' })).toHaveTextContent(/quanto tempo o formulário levou para ser preenchido/);
    expect(screen.getByRole('region', { name: 'Base legal (LGPD, art. 7º)' })).toHaveTextContent(paths.endpoint.consentRecord.trim());
    expect(document.body).not.toHaveTextContent(paths.whatsapp.recipient);
  });

  it('with the inbox (/api/leads): the company’s own database hosted by Cloudflare, the hashed address, the retention the build read', () => {
    process.env.LEAD_RETENTION_DAYS = '180';
    const paths = renderBuiltWith('/api/leads');
    expect(screen.getByRole('region', { name: 'Quem recebe os dados' })).toHaveTextContent(paths.inbox.recipient);
    expect(screen.getByRole('region', { name: 'Quais dados coletamos' })).toHaveTextContent(/nunca o endereço em si/);
    expect(screen.getByRole('region', { name: 'Por quanto tempo guardamos' })).toHaveTextContent(
      /apagadas automaticamente do nosso banco de dados 180 dias depois/,
    );
    expect(document.body).not.toHaveTextContent(paths.endpoint.recipient);
    expect(document.body).not.toHaveTextContent(paths.whatsapp.recipient);
  });
});

describe('privacy metadata', () => {
  it('has its own title, description and canonical', () => {
    expect(privacyMetadata.title).toBe('Política de Privacidade');
    expect(privacyMetadata.description).toMatch(/LGPD/);
    expect(privacyMetadata.alternates?.canonical).toBe(PRIVACY_PATH);
    expect(PRIVACY_PATH).toBe('/politica-de-privacidade/');
  });
});
