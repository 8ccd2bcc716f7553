/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { CityPage } from '@/components/cities/city-page';
import { placeNamed } from '@/components/cities/places';
import { companyWork, type CompanyWork } from '@/components/cities/proof';
import { servedNames } from '@/components/cities/service-area';
import { boilerplate, jaccard, maskedText, MAX_SHARED, ownBlocks, shingles } from '../../budget/shared-text.mjs';

import { ownProject, ownTestimonial } from '@/__tests__/fixtures/company-work';
jest.mock('@/components/ui/photo-manifest', () => jest.requireActual('@/__tests__/fixtures/company-work'));

// The measure the budget step applies to the built city pages (__tests__/budget/shared-text.mjs: names
// and numbers masked, site-wide tools, data and word-for-word boilerplate left out), on pages rendered
// as their route renders them: it must catch a template, and pass pages led by the company's own work.
const TODAY = new Date(2026, 10, 27);
const SERVED = servedNames();

/** A page's blocks, wrapped as the shell wraps it. */
const blocksOf = (name: string, work: CompanyWork) =>
  ownBlocks(`<main>${renderToStaticMarkup(<CityPage place={placeNamed(name)} today={TODAY} work={work} />)}</main>`);

const project = (city: string, slug: string, story: string) => ownProject(city, slug, { story });
const testimonial = ownTestimonial;

/** Pages of every served city, the first two with work of their own, measured as the budget step does. */
function measure(work: CompanyWork, indexed: readonly string[]) {
  const all = SERVED.map((name) => ({ name, blocks: blocksOf(name, work) }));
  const common = boilerplate(all.map((page) => page.blocks));
  const sets = all.filter((page) => indexed.includes(page.name)).map((page) => shingles(maskedText(page.blocks.filter((block) => !common.has(block)))));
  return jaccard(sets[0]!, sets[1]!);
}

describe('the text two indexable city pages share', () => {
  const [a, b] = SERVED;

  it('catches a template: a page with only the names swapped is the same page', () => {
    const blocks = blocksOf(a!, { ...companyWork(), projects: [], testimonials: [] });
    const swapped = blocks.map((block) => block.split(a!).join(b!));
    expect(jaccard(shingles(maskedText(blocks)), shingles(maskedText(swapped)))).toBe(1);
  });

  it(`pages without work of the company are over ${MAX_SHARED * 100}%: the template they are, and not indexed`, () => {
    expect(measure({ ...companyWork(), projects: [], testimonials: [] }, [a!, b!])).toBeGreaterThan(MAX_SHARED);
  });

  it(`pages led by the company's own work there, a project and a testimonial each, share at most ${MAX_SHARED * 100}%`, () => {
    const work: CompanyWork = {
      ...companyWork(),
      projects: [
        project(a!, 'casa', 'Casa de dois andares com telhado cerâmico voltado para o norte; a família queria cobrir o ar-condicionado do verão.'),
        project(
          b!,
          'loja',
          'Loja de materiais que abre aos sábados: o sistema ocupa o telhado metálico do depósito e a troca do medidor saiu em três semanas.',
        ),
      ],
      testimonials: [
        testimonial(a!, 'ana', 'Pedi três orçamentos e este foi o único que veio ver o telhado antes de propor. O sistema gera o que prometeram.'),
        testimonial(b!, 'bruno', 'A instalação levou dois dias e deixaram tudo limpo. Quando a Copel atrasou a troca do medidor, foram eles que cobraram.'),
      ],
    };
    expect(measure(work, [a!, b!])).toBeLessThanOrEqual(MAX_SHARED);
  });
});
