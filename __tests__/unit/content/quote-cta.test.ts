import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hero } from '@/content/hero';
import { HEADER_CTA, QUOTE_CTA } from '@/content/navigation';

// One spelling for the call to action: the specification's hero button, 'Solicitar Orçamento'.
describe('the quote call to action', () => {
  it('is the specification’s spelling in the hero and the header', () => {
    expect(QUOTE_CTA).toBe('Solicitar Orçamento');
    expect(hero.primaryCta).toBe(QUOTE_CTA);
    expect(HEADER_CTA.label).toBe(QUOTE_CTA);
  });

  it('is written nowhere in content/ or components/ with another capitalisation', () => {
    const files = ['content', 'components'].flatMap((dir) =>
      readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|json)$/.test(file))
        .map((file) => join(dir, file)),
    );
    const other = files.filter((file) => /solicitar or[çc]amento/i.test(readFileSync(file, 'utf8').replace(/Solicitar Orçamento/g, '')));
    expect(other).toEqual([]);
  });
});
