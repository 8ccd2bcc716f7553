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
    for (const id of [
      'sim-bill',
      'sim-consumption',
      'sim-city',
      'sim-tariffClass',
      'sim-connection',
      'sim-orientation',
      'sim-shading',
      'sim-rate',
      'sim-term',
      'sim-grace',
      'sim-tariff',
      'sim-publicLighting',
      'sim-cleaning',
    ]) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
  });

  it('tells visitors without JavaScript that the calculation needs it, and invites them to ask for a quote', () => {
    // Not a <noscript>: a page whose scripts failed to load shows it too (globals.css, .no-js-only).
    expect(html).toMatch(/<div class="no-js-only"><p[^>]*>O cálculo precisa de JavaScript.*href="\/#contact".*Pedir um orçamento<\/a><\/div>/s);
  });

  it('puts the premises behind a native disclosure and carries no inline style attribute', () => {
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*>Ver as premissas e fontes<\/summary>.*Lei nº 14\.300, de 6 de janeiro de 2022, arts\. 17 e 27.*<\/details>/s,
    );
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('keeps the 399 municipalities out of the page: the island brings them', () => {
    // Abatiá is first in the list and no premise names it.
    expect(html).not.toContain('Abatiá');
    expect(html).not.toContain('role="listbox"');
  });
});
