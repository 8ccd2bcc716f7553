/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, readCompanyContent } from '@/content/company/read';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';

// A testimonial written outside the CMS (or by an older CMS) without the consent box ticked: the
// build refuses it, saying in Portuguese which screen, entry and field, as the CMS names them.

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'consent-'));
  cpSync(join(SHIPPED_ROOT, 'content/company'), join(root, 'content/company'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const testimonial = (consent: unknown) =>
  JSON.stringify({
    name: 'Maria S.',
    city: 'Londrina',
    text: 'Do orçamento à ligação na Copel, tudo como combinado.',
    date: '2026-10-01',
    source: 'whatsapp',
    ...(consent !== undefined && { consent }),
  });

describe('a testimonial', () => {
  it.each([
    ['unticked', false],
    ['missing', undefined],
  ])('with its consent %s stops the build, naming the entry and the field', (_, consent) => {
    writeFileSync(join(root, 'content/company/testimonials/maria-s.json'), testimonial(consent));
    expect(() => readCompanyContent(root)).toThrow(ContentError);
    expect(() => readCompanyContent(root)).toThrow(
      'O conteúdo da empresa tem 1 problema (corrija no painel /admin ou no arquivo):\n' +
        "  - Depoimento 1 'Maria S.' (content/company/testimonials/maria-s.json): 'Autorização arquivada' " +
        'precisa da autorização por escrito arquivada: sem ela, o depoimento não pode ser publicado',
    );
  });

  it('with its consent ticked is published, named by its file', () => {
    writeFileSync(join(root, 'content/company/testimonials/maria-s.json'), testimonial(true));
    expect(readCompanyContent(root).testimonials).toEqual([expect.objectContaining({ name: 'Maria S.', consent: true, slug: 'maria-s' })]);
  });
});
