/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECK_WORDS, ContentError, readCompanyContent } from '@/content/company/read';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';
import { CONTENT_FILES, picturesSchema } from '@/content/company/schema';
import { PAGED_SERVICES } from '@/content/services';
import { buildCmsConfig } from '@/scripts/operator/cms-config';

// The CMS screen "Fotos do site" (content/company/pictures.json): the company's photos in place of
// the hero's drawing, the four solution cards' and beside the about section's story. The content
// check, the build's first step, refuses a photo that is not in public/photos/ or that has no
// description, in Portuguese, naming the screen and the field as the CMS shows them.

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-pictures-'));
  cpSync(join(SHIPPED_ROOT, 'content/company'), join(root, 'content/company'), { recursive: true });
  mkdirSync(join(root, 'public/photos'), { recursive: true });
  for (const name of ['topo.jpg', 'usina.jpg', 'sede.jpg']) writeFileSync(join(root, 'public/photos', name), 'the check reads only that the file is there');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (pictures: unknown) => writeFileSync(join(root, 'content/company/pictures.json'), JSON.stringify(pictures));
const read = () => readCompanyContent(root, { publicDir: join(root, 'public') });
function problems(): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((problem) => problem.message);
    throw error;
  }
  return [];
}

const HERO = { src: '/photos/topo.jpg', alt: 'Telhado de casa em Londrina com 12 placas solares', focus: 'topo' };

describe('the pictures screen', () => {
  it('is a CMS screen of its own, empty by default: the drawings stay', () => {
    expect(CONTENT_FILES.find((file) => file.name === 'pictures')).toMatchObject({ label: 'Fotos do site', file: 'content/company/pictures.json' });
    expect(readCompanyContent(root).pictures).toEqual({});
  });

  it('takes a hero photo with its focus, a photo for a solution card and one for the about section', () => {
    write({
      hero: HERO,
      services: { ownPlant: { src: '/photos/usina.jpg', alt: 'Placas solares no telhado de uma casa em Cambé' } },
      about: { src: '/photos/sede.jpg', alt: 'A equipe diante da sede em Londrina', focus: 'esquerda' },
    });
    const { pictures } = read();
    expect(pictures.hero).toEqual(HERO);
    expect(pictures.services?.ownPlant?.src).toBe('/photos/usina.jpg');
    expect(pictures.about?.focus).toBe('esquerda');
  });

  it('refuses a photo that is not in public/photos/, naming the screen, the place and the field', () => {
    write({ hero: { ...HERO, src: '/photos/apagada.jpg' } });
    expect(problems()).toEqual([
      "Fotos do site (content/company/pictures.json): Topo da página inicial › 'Arquivo' usa /photos/apagada.jpg, que não está na pasta de fotos " +
        '(public/photos/): envie a foto de novo pelo painel ou escolha outra',
    ]);
  });

  it('refuses a photo without its description, or with one too short to say anything', () => {
    write({ services: { ownPlant: { src: '/photos/usina.jpg' }, panelCleaning: { src: '/photos/usina.jpg', alt: 'Foto' } } });
    expect(problems()).toEqual([
      "Fotos do site (content/company/pictures.json): Cartões de soluções › Usinas para Consumo Próprio › 'Descrição da foto' é obrigatório",
      "Fotos do site (content/company/pictures.json): Cartões de soluções › Limpeza de Placas Solares › 'Descrição da foto' precisa descrever a foto em pelo menos 10 caracteres",
    ]);
  });

  it('refuses a focus that is not one of the choices, listing them', () => {
    write({ about: { src: '/photos/sede.jpg', alt: 'A equipe diante da sede em Londrina', focus: 'canto' } });
    expect(problems()).toEqual([
      "Fotos do site (content/company/pictures.json): Sobre a empresa › 'Foco' precisa ser uma destas opções: Meio da foto, Parte de cima, Parte de baixo, Lado esquerdo, Lado direito",
    ]);
  });

  it('refuses an SVG or any file that is not a photo of the media folder', () => {
    write({ hero: { ...HERO, src: '/photos/desenho.svg' } });
    expect(problems()).toEqual([expect.stringMatching(/^Fotos do site .*Topo da página inicial › 'Arquivo' precisa ser uma foto enviada pelo painel/)]);
    write({ hero: { ...HERO, src: '/outra-pasta/topo.jpg' } });
    expect(problems()).toEqual([expect.stringMatching(/'Arquivo' precisa ser uma foto enviada pelo painel/)]);
  });

  it('is shown in the CMS with a media field, its description and the focus, with Portuguese labels and hints', () => {
    const screen = buildCmsConfig({ backend: { name: 'github', repo: 'empresa/site', branch: 'main' }, words: CHECK_WORDS })
      .collections.flatMap((collection) => ('files' in collection ? collection.files : []))
      .find((file) => file.name === 'pictures');
    expect(screen?.label).toBe('Fotos do site');
    const hero = screen?.fields.find((field) => field.name === 'hero');
    expect(hero).toMatchObject({ label: 'Topo da página inicial', widget: 'object', required: false });
    expect(hero?.fields?.map((field) => [field.label, field.widget])).toEqual([
      ['Arquivo', 'image'],
      ['Descrição da foto', 'string'],
      ['Foco', 'select'],
    ]);
    expect(hero?.hint).toMatch(/^Opcional: uma foto de uma instalação da empresa/);
    const services = screen?.fields.find((field) => field.name === 'services');
    // One per solution card, named as its service (content/services.ts).
    expect(services?.fields?.map((field) => [field.name, field.label])).toEqual(PAGED_SERVICES.map((service) => [service.page.pictureSlot, service.label]));
    expect(picturesSchema.safeParse({}).success).toBe(true);
  });
});
