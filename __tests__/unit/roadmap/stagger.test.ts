import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roadmapItems } from '@/content/roadmap';

const css = readFileSync(join(__dirname, '../../../components/roadmap/roadmap-card.module.css'), 'utf8');

// Cards enter with a delay of --stagger-step (0.1 s) times their position; the
// CSS must hold a rule for every position a category actually has.
describe('roadmap card entrance', () => {
  const longest = Math.max(...Object.values(roadmapItems).map((items) => items.length));

  it.each(Array.from({ length: longest - 1 }, (_, i) => i + 2))('delays card %i by its position times --stagger-step', (n) => {
    const rule = css.match(new RegExp(`\\.card:nth-child\\(${n}\\)\\s*\\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule).toMatch(new RegExp(`animation-delay:\\s*calc\\(var\\(--stagger-step\\) \\* ${n - 1}\\)`));
  });

  it('animates only opacity and transform, only when motion is welcome, keeping content visible otherwise', () => {
    const keyframes = css.match(/@keyframes enter\s*\{([\s\S]*?)\n\}/)?.[1] ?? '';
    const properties = [...keyframes.matchAll(/([a-z-]+):/g)].map((m) => m[1]);
    expect(new Set(properties)).toEqual(new Set(['opacity', 'transform']));
    expect(css).toMatch(/@media \(prefers-reduced-motion: no-preference\)\s*\{\s*\.card\s*\{\s*animation: enter [^;]* backwards;/);
  });
});
