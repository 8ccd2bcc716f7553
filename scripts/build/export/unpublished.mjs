// What `next build` copies from public/ into the export but the site must not publish, removed
// by scripts/build/finish-export.mjs:
//   photos/                        the originals the company uploads (public/photos/, the CMS's
//                                  media folder): the pages show only their variants, and an
//                                  original may be large (up to 25 MB, scripts/build/photos.mjs) or,
//                                  before scripts/build/photos.mjs refused them, not a photo at all
//   generated/photos/manifest.json what scripts/build/photos.mjs tells the components at build time
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const UNPUBLISHED = ['photos', 'generated/photos/manifest.json'];

/**
 * Removes from the export `out` what the site does not publish; returns those that were there.
 * @param {string} out
 * @returns {string[]}
 */
export function removeUnpublished(out) {
  const present = UNPUBLISHED.filter((path) => existsSync(join(out, path)));
  for (const path of present) rmSync(join(out, path), { recursive: true, force: true });
  return present;
}
