import * as ui from '@/content/ui';

// The spec's UI constants (section 9). The browser tests import them to check the page, so
// they are pinned here: a change to one would otherwise move the site and its test together.
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
});
