import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { ATTRIBUTION_KEY } from '@/lib/attribution/attribution';

// What brought the visit goes with the lead to a form service's JSON (the same body the inbox
// reads), and never into the WhatsApp text the visitor sends.

const ENDPOINT = 'https://formspree.io/f/teste';
const CAPTURE = {
  page: '/energia-solar/londrina/',
  params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'verao', gclid: 'abc123' },
  referrer: 'www.google.com',
};
const VALUES = ['google', 'cpc', 'verao', 'abc123', 'gclid', 'www.google.com', 'utm_', '/energia-solar/londrina/'];

const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('timers')>('timers');
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((done) => realSetImmediate(done));
  });

async function fillAndSend() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(<ContactForm />);
  const name = screen.getByRole('textbox', { name: 'Nome Completo' });
  act(() => name.focus());
  await settle();
  await user.type(name, 'Maria da Silva');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com.br');
  await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '43999990000');
  act(() => jest.advanceTimersByTime(LEAD_MIN_FILL_MS));
  act(() => screen.getByRole('button', { name: 'Enviar mensagem' }).click());
  await settle();
}

jest.setTimeout(30_000);

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ ...CAPTURE, at: Date.now() }));
  delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"ok":true}' }) as Response);
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
});

it("a form service's JSON carries what brought the visit", async () => {
  process.env.NEXT_PUBLIC_LEAD_ENDPOINT = ENDPOINT;
  await fillAndSend();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const body = JSON.parse(fetchMock.mock.calls[0]![1].body as string);
  expect(body.attribution).toMatchObject({
    landingPage: '/energia-solar/londrina/?utm_source=google&utm_medium=cpc&utm_campaign=verao',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'verao',
    clickIdType: 'gclid',
    clickId: 'abc123',
    referrerHost: 'www.google.com',
  });
});

it('the WhatsApp text carries none of it', async () => {
  await fillAndSend();
  expect(screen.getByRole('status')).toHaveTextContent('Tudo pronto! Agora é só enviar pelo WhatsApp.');
  const links = screen.getAllByRole('link', { name: /Enviar pelo WhatsApp/ });
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('Maria da Silva');
    for (const value of VALUES) expect(text).not.toContain(value);
  }
  expect(fetchMock).not.toHaveBeenCalled();
});
