import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable/inter: Google-hosted fonts are downloaded at build
// time, and the build machines have no internet.
// One variable woff2, latin subset. The fallback face 'Inter Fallback' (globals.css)
// is Arial or a metric-compatible clone (Liberation Sans, Arimo) scaled to Inter's
// metrics, so text set in it looks and measures close to Inter. Next's own
// adjustFontFallback only tries local("Arial"), which most Linux and Android phones lack.
// 'optional', not 'swap': close metrics still wrap lines differently (bold headings most),
// so a late swap shifted layout (CLS 0.002-0.008 with a 1 s font, whatsapp.spec.ts). The
// font is preloaded, so it is in time on any normal connection; when it is not, the
// page keeps the fallback rather than move under the reader.
// next/font names the @font-face family after this constant. It must not be a name the
// system resolves: as `sans`, fontconfig's alias for sans-serif, a font given up on by
// 'optional' made Linux re-render all text in DejaVu Sans, a layout shift of its own.
export const interVariable = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
