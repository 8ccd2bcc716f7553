import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhotoEntry, PhotoManifest } from '@/lib/photos/photo-types';

// Server-only: read while the pages are rendered at build time, never shipped to the browser.

const MANIFEST = join(process.cwd(), 'public', 'generated', 'photos', 'manifest.json');

let cached: PhotoManifest | undefined;

/** What scripts/build/photos.mjs made; empty when it has not run (no photos, or unit tests). */
function readPhotoManifest(): PhotoManifest {
  if (!cached) {
    try {
      cached = JSON.parse(readFileSync(MANIFEST, 'utf8')) as PhotoManifest;
    } catch {
      cached = { photos: {} };
    }
  }
  return cached;
}

/** The variants of a photo named in content/; a name the build did not find is an error, not a silent fallback. */
export function photoEntry(src: string, manifest: PhotoManifest = readPhotoManifest()): PhotoEntry {
  const entry = manifest.photos[src];
  if (!entry) {
    throw new Error(`content/ names the photo ${src}, but public${src} was not found by scripts/build/photos.mjs (see docs/photos.md)`);
  }
  return entry;
}
