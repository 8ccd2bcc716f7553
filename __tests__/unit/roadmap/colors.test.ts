import { categoryTone, FALLBACK_TONE, levelTone, priorityTone } from '@/components/roadmap/colors';
import { LEVELS, PRIORITIES, roadmapCategories } from '@/content/roadmap';

// Which tone each value takes. That the tones look right and read at 4.5:1 is checked on the
// page itself (roadmap.spec.ts, 'roadmap colours').
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
});
