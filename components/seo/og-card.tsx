import { ImageResponse } from 'next/og';
import { Logo } from '@/components/layout/logo';
import { OG_IMAGE_SIZE, ogCards, THEME_COLOR, type OgCardFile } from '@/content/seo';
import { site } from '@/content/company/site';

/** Tokens of app/globals.css, written out: satori reads no CSS custom properties. */
export const OG_COLORS = { primary: THEME_COLOR, sun: '#f5a400', onDark: '#ffffff', onDarkMuted: '#cfe0ec' };
const { primary: PRIMARY, sun: SUN, onDark: ON_DARK, onDarkMuted: ON_DARK_MUTED } = OG_COLORS;

/** The 1200×630 share card of a route, drawn at build time with next/og's own font (offline). */
export function ogCardImage(file: OgCardFile): ImageResponse {
  const card = Object.values(ogCards).find((c) => c.file === file) ?? ogCards.home;
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
        position: 'relative',
      }}
    >
      {/* The corner sun is the mark's own yellow, unblended, since the two stand side by side. */}
      <div style={{ position: 'absolute', right: -140, top: -140, width: 420, height: 420, borderRadius: 420, background: SUN }} />
      {/* The mark stands on the blue as on the dark footer: the sun disc carries it, no tile needed. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <Logo size={96} />
        <div style={{ display: 'flex', fontSize: 44 }}>{site.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 980 }}>
        <div style={{ display: 'flex', fontSize: 76, lineHeight: 1.1, letterSpacing: -1 }}>{card.heading}</div>
        <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.35, color: ON_DARK_MUTED }}>{card.lead}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: ON_DARK_MUTED, borderTop: `4px solid ${SUN}`, paddingTop: 24 }}>
        <div style={{ display: 'flex' }}>{`${places} · ${site.region}`}</div>
        <div style={{ display: 'flex' }}>{new URL(site.url).host}</div>
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
