import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the boot script's source is, from the project's root (as scripts/build/boot-after-paint.mjs names it). */
const BOOT_SOURCE = 'lib/boot/boot-script.js';

/**
 * `next dev` serves pages without the export's post-build step, so the shell puts the same boot
 * script in their body itself (only in development): the page is marked `data-js` and a doubled
 * slash is rewritten out of its address exactly as on the export. With no data block before it,
 * the script has no scripts to add: Next's dev scripts load as Next writes them, not after the first
 * paint (docs/architecture.md, "Development and the export").
 */
export function DevBootScript() {
  const source = readFileSync(join(process.cwd(), BOOT_SOURCE), 'utf8');
  return <script id="dev-boot" dangerouslySetInnerHTML={{ __html: source }} />;
}
