import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryTone, FALLBACK_TONE, levelTone, priorityTone, TONES, type Tone } from '@/components/roadmap/colors';
import { LEVELS, PRIORITIES, roadmapCategories } from '@/content/roadmap';

const root = join(__dirname, '../../..');
const globals = readFileSync(join(root, 'app/globals.css'), 'utf8');
const tonesCss = readFileSync(join(root, 'components/roadmap/tones.module.css'), 'utf8');

function token(name: string): string {
  const value = globals.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`))?.[1];
  if (!value) throw new Error(`no token --${name}`);
  return value;
}

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('roadmap colour mapping', () => {
  it('maps priority Alta to red, Média to amber, Baixa to green, anything else to grey', () => {
    expect(PRIORITIES.map(priorityTone)).toEqual(['red', 'amber', 'ok-green']);
    expect(priorityTone('Urgente')).toBe('grey');
    expect(priorityTone('')).toBe('grey');
    expect(priorityTone('toString')).toBe('grey');
  });

  it('maps effort and impact Alto to dark red, Médio to amber-brown, Baixo to green, anything else to grey', () => {
    expect(LEVELS.map(levelTone)).toEqual(['ok-green', 'amber-brown', 'dark-red']);
    expect(levelTone('Altíssimo')).toBe('grey');
    expect(levelTone('alto')).toBe('grey');
  });

  it('maps the categories ux blue, ui purple, accessibility green, performance amber, features red', () => {
    expect(roadmapCategories.map((c) => categoryTone(c.color))).toEqual(['blue', 'purple', 'ok-green', 'amber', 'red']);
    expect(categoryTone('pink')).toBe(FALLBACK_TONE);
    expect(FALLBACK_TONE).toBe('grey');
  });

  it.each(TONES)('tone %s has a class setting --tone and --tone-soft from its token pair', (tone: Tone) => {
    const rule = tonesCss.match(new RegExp(`\\.${tone}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule).toContain(`--tone: var(--color-${tone});`);
    expect(rule).toContain(`--tone-soft: var(--color-${tone}-soft);`);
  });

  it.each(TONES)('tone %s meets WCAG AA (4.5:1) as badge text, as text on white and under white text', (tone: Tone) => {
    const fg = token(`color-${tone}`);
    expect(contrast(fg, token(`color-${tone}-soft`))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fg, token('color-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fg, token('color-surface-alt'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('color-on-dark'), fg)).toBeGreaterThanOrEqual(4.5);
  });
});
