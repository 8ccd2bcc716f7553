/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, readCompanyContent } from '@/content/company/read';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';

// A project, a team member or a brand that names a photo no longer in public/photos/ (deleted in
// the CMS's media library, or renamed): the content check, the build's first step, says so in
// Portuguese, naming the screen, the entry and the field as the CMS shows them, and what to do,
// before `next build` starts. (components/ui/photo-manifest.ts keeps an English guard for developers.)
// A field naming something the photo step does not take as a photo (a hidden file such as
// `._IMG_0001.jpg`, the shadow file a Mac leaves on a memory card, or a folder named *.jpg) is a
// photo that is not there too: the page naming it would otherwise stop `next build` in English.

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'photo-references-'));
  cpSync(join(SHIPPED_ROOT, 'content/company'), join(root, 'content/company'), { recursive: true });
  mkdirSync(join(root, 'public/photos'), { recursive: true });
  writeFileSync(join(root, 'public/photos/telhado.jpg'), 'the check reads only that the file is there');
  mkdirSync(join(root, 'public/photos/pasta.jpg'));
  writeFileSync(join(root, 'public/photos/._IMG_0001.jpg'), 'a hidden file the photo step skips');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const project = (photos: string[]) =>
  JSON.stringify({
    title: 'Residência em Cambé',
    city: 'Cambé',
    type: 'residencial',
    kWp: 6,
    saving: { percent: 85 },
    photos: photos.map((src) => ({ src, alt: 'Telhado com placas solares em Cambé' })),
  });

const HEAD = 'O conteúdo da empresa tem 1 problema (corrij';

describe('a photo named in the content', () => {
  it('that is in public/photos/ passes', () => {
    writeFileSync(join(root, 'content/company/projects/zz-cambe.json'), project(['/photos/telhado.jpg']));
    expect(readCompanyContent(root, { publicDir: join(root, 'public') }).projects.at(-1)?.photos?.[0]?.src).toBe('/photos/telhado.jpg');
  });

  it('that is not stops the build, naming the screen, the entry, the field and the file', () => {
    writeFileSync(join(root, 'content/company/projects/zz-cambe.json'), project(['/photos/telhado.jpg', '/photos/apagada.jpg']));
    expect(() => readCompanyContent(root, { publicDir: join(root, 'public') })).toThrow(ContentError);
    expect(() => readCompanyContent(root, { publicDir: join(root, 'public') })).toThrow(
      `${HEAD}a no painel /admin ou no arquivo):\n` +
        "  - Projeto 3 'Residência em Cambé' (content/company/projects/zz-cambe.json): Fotos › Foto 2 › 'Arquivo' " +
        'usa /photos/apagada.jpg, que não está na pasta de fotos (public/photos/): envie a foto de novo pelo painel ou escolha outra',
    );
  });

  it('is left to the build: reading the content for the pages or check:launch (no public folder given) does not look for files', () => {
    writeFileSync(join(root, 'content/company/projects/zz-cambe.json'), project(['/photos/apagada.jpg']));
    expect(readCompanyContent(root).projects.at(-1)?.photos?.[0]?.src).toBe('/photos/apagada.jpg');
  });

  it("in a single file's list (the team's portraits, the brands' logos) is checked too", () => {
    writeFileSync(
      join(root, 'content/company/team.json'),
      JSON.stringify({ members: [{ name: 'Ana Ribeiro', role: 'Engenheira', photo: { src: '/photos/ana.jpg', alt: 'Retrato de Ana Ribeiro' } }] }),
    );
    writeFileSync(join(root, 'content/company/brands.json'), JSON.stringify({ brands: [{ name: 'Solaris', what: 'Módulos', logo: '/photos/solaris.png' }] }));
    let problems: readonly { file: string; message: string }[] = [];
    try {
      readCompanyContent(root, { publicDir: join(root, 'public') });
    } catch (error) {
      problems = (error as ContentError).problems;
    }
    expect(problems.map((problem) => problem.message)).toEqual([
      "Marcas de equipamentos (content/company/brands.json): Marcas que instalamos › Marca 1 › 'Logotipo' usa /photos/solaris.png, " +
        'que não está na pasta de fotos (public/photos/): envie a foto de novo pelo painel ou escolha outra',
      "Equipe (content/company/team.json): Equipe › Pessoa 1 › Foto › 'Arquivo' usa /photos/ana.jpg, " +
        'que não está na pasta de fotos (public/photos/): envie a foto de novo pelo painel ou escolha outra',
    ]);
  });

  it.each(['/photos/._IMG_0001.jpg', '/photos/pasta.jpg'])('naming %s, which the photo step skips, stops the content check', (src) => {
    writeFileSync(join(root, 'content/company/projects/zz-cambe.json'), project([src]));
    const read = () => readCompanyContent(root, { publicDir: join(root, 'public') });
    expect(read).toThrow(ContentError);
    expect(read).toThrow(`'Arquivo' usa ${src}, que não está na pasta de fotos (public/photos/)`);
  });
});
