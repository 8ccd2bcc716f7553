/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SimulatorSection } from '@/components/simulator/simulator-section';

// What a visitor without JavaScript receives: the server's HTML, nothing else.
const html = renderToStaticMarkup(<SimulatorSection />);

describe('the simulator section as static HTML', () => {
  it('is the #simulador section with every input labelled', () => {
    expect(html).toMatch(/^<section id="simulador"/);
    for (const id of ['sim-bill', 'sim-consumption', 'sim-city', 'sim-connection', 'sim-tariff', 'sim-amount']) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
  });

  it('tells visitors without JavaScript that the calculation needs it, and invites them to ask for a quote', () => {
    expect(html).toMatch(/<noscript>.*O cálculo precisa de JavaScript.*href="\/#contact".*Pedir um orçamento.*<\/noscript>/s);
  });

  it('lists the premises and carries no inline style attribute', () => {
    expect(html).toContain('Premissas');
    expect(html).toContain('Lei nº 14.300, de 6 de janeiro de 2022, art. 27');
    expect(html).not.toMatch(/\sstyle=/);
  });
});
