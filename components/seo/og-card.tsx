import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { Logo } from '@/components/layout/logo';
import { OG_IMAGE_SIZE, ogCards, THEME_COLOR, type OgCardFile } from '@/content/seo';
import { site } from '@/content/company/site';

/** Tokens of app/globals.css, written out: satori reads no CSS custom properties. */
export const OG_COLORS = { primary: THEME_COLOR, sun: '#f5a400', onDark: '#ffffff', onDarkMuted: '#cfe0ec' };
const { primary: PRIMARY, sun: SUN, onDark: ON_DARK, onDarkMuted: ON_DARK_MUTED } = OG_COLORS;

/**
 * The brand's typeface, as on the pages' headings (app/globals.css): bold for the name and heading,
 * regular for the rest (given fonts, satori draws every word with them). The package's woff files,
 * since satori reads TrueType, OpenType and WOFF but not WOFF2; read at build time.
 */
const BRAND_FONT = 'Outfit';
const brandFont = (weight: 400 | 700) => ({
  name: BRAND_FONT,
  data: readFileSync(join(process.cwd(), `node_modules/@fontsource/outfit/files/outfit-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});
/** Read once for every card, on the first card drawn (importing this module reads nothing). */
let brandFonts: ReturnType<typeof brandFont>[] | undefined;

/** The 1200×630 share card of a route, drawn at build time (offline) in the brand's typeface. */
export function ogCardImage(file: OgCardFile): ImageResponse {
  return drawOgCard(Object.values(ogCards).find((c) => c.file === file) ?? ogCards.home);
}

/**
 * A share card with any heading and lead, for routes whose cards come from data (a page per
 * city or per service draws its own from the same layout).
 */
export function drawOgCard(card: { heading: string; lead: string }): ImageResponse {
  const places = site.sites.map((place) => place.city).join(' · ');
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: PRIMARY,
        color: ON_DARK,
        fontFamily: BRAND_FONT,
        fontWeight: 400,
        position: 'relative',
      }}
    >
      {/* The corner sun is the mark's own yellow, unblended, since the two stand side by side. */}
      <div style={{ position: 'absolute', right: -140, top: -140, width: 420, height: 420, borderRadius: 420, background: SUN }} />
      {/* The mark stands on the blue as on the dark footer: the sun disc carries it, no tile needed. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <Logo size={96} />
        <div style={{ display: 'flex', fontSize: 44, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 980 }}>
        <div style={{ display: 'flex', fontSize: 80, lineHeight: 1.1, letterSpacing: -1, fontWeight: 700 }}>{card.heading}</div>
        <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.35, color: ON_DARK_MUTED }}>{card.lead}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: ON_DARK_MUTED, borderTop: `4px solid ${SUN}`, paddingTop: 24 }}>
        <div style={{ display: 'flex' }}>{`${places} · ${site.region}`}</div>
        <div style={{ display: 'flex' }}>{new URL(site.url).host}</div>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: (brandFonts ??= [brandFont(400), brandFont(700)]) },
  );
}
