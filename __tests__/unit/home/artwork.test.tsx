import { render, screen } from '@testing-library/react';
import { Artwork } from '@/components/ui/artwork';
import { card } from '@/content/media';
import type { PhotoManifest } from '@/scripts/build/photos.mjs';

const drawing = card('usinas-consumo', 'Telhado com placas solares');
const files = (format: string) => [480, 800, 1200].map((width) => ({ width, src: `/generated/photos/foto-${width}.abcd1234.${format}` }));
const manifest: PhotoManifest = {
  photos: {
    '/photos/foto.jpg': {
      hash: 'x',
      width: 1600,
      height: 1000,
      files: { avif: files('avif'), webp: files('webp') },
      placeholder: 'data:image/webp;base64,AAAA',
    },
  },
};

describe('Artwork', () => {
  it('shows the illustration, with its size, lazily, when there is no photo', () => {
    render(<Artwork illustration={drawing} sizes="100vw" />);
    const img = screen.getByRole('img', { name: drawing.alt });
    expect(img).toHaveAttribute('src', '/illustrations/usinas-consumo.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once and first above the fold', () => {
    render(<Artwork illustration={drawing} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: drawing.alt });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a named photo instead: AVIF then WebP at every width, with sizes, size and a hidden blurred preview', () => {
    const { container } = render(
      <Artwork
        illustration={drawing}
        photo={{ src: '/photos/foto.jpg', alt: 'Telhado em Londrina' }}
        sizes="(min-width: 640px) 50vw, 100vw"
        manifest={manifest}
      />,
    );
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      files('avif')
        .map((file) => `${file.src} ${file.width}w`)
        .join(', '),
    );
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
    const photo = screen.getByRole('img', { name: 'Telhado em Londrina' });
    expect(photo.closest('picture')).not.toBeNull();
    expect(photo).toHaveAttribute('src', '/generated/photos/foto-800.abcd1234.webp');
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1000');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('img', { name: drawing.alt })).toBeNull();
    const preview = container.querySelector('img[aria-hidden="true"]');
    expect(preview).toHaveAttribute('src', 'data:image/webp;base64,AAAA');
    expect(preview).toHaveAttribute('alt', '');
  });

  it('refuses a photo the build did not find, rather than show nothing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Artwork illustration={drawing} photo={{ src: '/photos/nao-existe.jpg', alt: 'x' }} sizes="100vw" manifest={manifest} />)).toThrow(
      /public\/photos\/nao-existe\.jpg was not found/,
    );
  });

  it("keeps the CMS's focus in view when the frame crops the photo: a class per choice, none for the middle", () => {
    const frame = (focus?: 'centro' | 'topo' | 'esquerda') =>
      render(<Artwork illustration={drawing} photo={{ src: '/photos/foto.jpg', alt: `Foto ${focus}`, focus }} sizes="100vw" manifest={manifest} />)
        .getByRole('img', { name: `Foto ${focus}` })
        .closest('picture')!.parentElement!.className;
    expect(frame('topo')).toMatch(/focus-topo/);
    expect(frame('esquerda')).toMatch(/focus-esquerda/);
    expect(frame('centro')).not.toMatch(/focus/);
    expect(frame()).not.toMatch(/focus/);
  });
});
