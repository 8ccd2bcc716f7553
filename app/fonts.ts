import localFont from 'next/font/local';

// Self-hosted: next/font/google fetches at build time and fails offline.
// One variable woff2, latin subset; fallback metrics from Arial avoid layout shift on swap.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
