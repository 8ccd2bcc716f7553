/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/contact/contact-form';

// The static HTML: what a visitor without JavaScript gets, and what hydration must match.

const formTag = (html: string) => html.match(/<form[^>]*>/)?.[0] ?? '';
const submitTag = (html: string) => html.match(/<button type="submit"[^>]*>/)?.[0] ?? '';
const inputTag = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('ContactForm static HTML', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
  });

  it('without an endpoint: posts nowhere, disables submit until hydration and offers WhatsApp and phone', () => {
    const html = renderToString(<ContactForm />);
    expect(formTag(html)).toContain('method="post"');
    expect(formTag(html)).not.toContain('action=');
    expect(formTag(html)).not.toContain('novalidate');
    expect(submitTag(html)).toContain('disabled');
    // Not a <noscript>: a page whose scripts failed to load shows it too (globals.css, .no-js-only).
    const notice = html.match(/<div class="noscript no-js-only">([\s\S]*?)<\/div>/)?.[1] ?? '';
    expect(notice).toContain('O envio por este formulário precisa de JavaScript.');
    expect(notice).toContain('href="https://wa.me/5543991000000?text=');
    expect(notice).toContain('href="tel:+554330250100"');
  });

  it('with an endpoint: a plain POST to it, usable without JavaScript, with native validation', () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = 'https://formspree.io/f/teste';
    const html = renderToString(<ContactForm />);
    expect(formTag(html)).toContain('action="https://formspree.io/f/teste"');
    expect(formTag(html)).toContain('method="post"');
    expect(submitTag(html)).not.toContain('disabled');
    expect(html).not.toContain('no-js-only');
    expect(inputTag(html, 'name')).toContain('required');
    expect(inputTag(html, 'email')).toContain('type="email"');
    expect(inputTag(html, 'phone')).toContain('type="tel"');
    expect(inputTag(html, '_gotcha')).toContain('tabindex="-1"');
    expect(inputTag(html, 'consent')).toContain('value="true"');
  });

  it('renders every label and the spec placeholder into the HTML', () => {
    const html = renderToString(<ContactForm />);
    for (const text of [
      'Nome Completo',
      'E-mail',
      'Telefone',
      'Serviço de interesse',
      'Mensagem',
      'Conte-nos mais sobre seu projeto...',
      'Consultoria Energética',
    ]) {
      expect(html).toContain(text);
    }
  });
});
