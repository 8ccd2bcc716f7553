import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVE_SECTION_PROBE_PX, HEADER_OFFSET_PX, ROADMAP_STAGGER_S } from '@/content/ui';
import * as ui from '@/content/ui';

const css = readFileSync(join(__dirname, '../../../app/globals.css'), 'utf8');

function customProperty(name: string): string | undefined {
  return css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
}

describe('UI constants', () => {
  it('are the spec values', () => {
    expect(ui).toMatchObject({
      HEADER_OFFSET_PX: 80,
      ACTIVE_SECTION_PROBE_PX: 100,
      HEADER_SCROLLED_THRESHOLD_PX: 50,
      WHATSAPP_DELAY_MS: 2000,
      CHUNK_TIMEOUT_MS: 120000,
      ROADMAP_STAGGER_S: 0.1,
    });
  });

  it('are mirrored exactly by the CSS custom properties', () => {
    expect(customProperty('--header-offset')).toBe(`${HEADER_OFFSET_PX}px`);
    expect(customProperty('--active-probe')).toBe(`${ACTIVE_SECTION_PROBE_PX}px`);
    expect(customProperty('--stagger-step')).toBe(`${ROADMAP_STAGGER_S}s`);
  });
});
