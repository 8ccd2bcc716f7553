import localFont from 'next/font/local';

// Self-hosted: next/font/google fetches at build time and fails offline.
// One variable woff2, latin subset. The fallback face 'Inter Fallback' (globals.css)
// is Arial or a metric-compatible clone (Liberation Sans, Arimo) scaled to Inter's
// metrics, so the swap does not shift layout. Next's own adjustFontFallback only
// tries local("Arial"), which most Linux and Android phones lack.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
