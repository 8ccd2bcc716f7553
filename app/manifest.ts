import type { MetadataRoute } from 'next';
import { APP_ICONS, APP_ICONS_PATH, BACKGROUND_COLOR, HOME_DESCRIPTION, HOME_TITLE, THEME_COLOR } from '@/content/seo';
import { site } from '@/content/company/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: HOME_TITLE,
    short_name: site.brand,
    description: HOME_DESCRIPTION,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['business', 'utilities'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...Object.entries(APP_ICONS)
        .filter(([file]) => file.startsWith('icon-'))
        .map(([file, icon]) => ({ src: `${APP_ICONS_PATH}${file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    ],
  };
}
