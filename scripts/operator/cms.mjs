// The CMS at /admin (docs/content.md), through jiti with the project's '@/' alias, as
// scripts/operator/leads.mjs runs its TypeScript (the schemas are the site's own modules):
//   node scripts/operator/cms.mjs check         the first step of `npm run build`: reads and checks what the
//                                      company edits (content/company/read.ts), and the photos it
//                                      names being in public/photos/, and stops the build with its
//                                      messages (in Portuguese, naming screen and field); a field the
//                                      site does not know is a warning
//   node scripts/operator/cms.mjs build [dir]   the last step of `npm run build`: writes <dir>/admin/
//                                      (default $EXPORT_DIR or out/) from the build's CMS_* variables
//   node scripts/operator/cms.mjs               `npm run cms`: the CMS on this computer, with a preview of
//                                      the site rebuilt after each change (scripts/operator/cms-local.ts)
import { createJiti } from 'jiti';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
// content/ modules that the CMS reads may import 'server-only' (Next's bundler); in Node it is Next's empty stand-in.
// (Resolved, not joined to root: a copy of the project may use the node_modules of a folder above.)
const serverOnly = createRequire(import.meta.url).resolve('next/dist/compiled/server-only/empty.js');
const jiti = createJiti(import.meta.url, { alias: { '@': root, 'server-only': serverOnly } });

const [command, dir] = process.argv.slice(2);
try {
  if (command === 'check') {
    /** @type {typeof import('../../content/company/read')} */
    const { readCompanyContent } = await jiti.import('../../content/company/read.ts');
    // A field the site does not know is said, not refused: the CMS keeps it on every save (content/company/read.ts).
    const onWarning = (/** @type {string} */ message) => console.warn(`  aviso: ${message}`);
    const { projects, testimonials } = readCompanyContent(root, { publicDir: join(root, 'public'), onWarning });
    console.log(`cms: the company's content is valid (${projects.length} projects, ${testimonials.length} testimonials)`);
  } else if (command === 'build') {
    /** @type {typeof import('./cms-admin')} */
    const { writeAdmin } = await jiti.import('./cms-admin.ts');
    const out = join(root, dir || process.env.EXPORT_DIR || 'out');
    const { files, policy, warnings } = writeAdmin(out);
    console.log(`cms: ${out}/admin/ with ${files.map(({ name, bytes }) => `${name} (${bytes.toLocaleString('en')} B)`).join(', ')}`);
    console.log(`  its policy: ${policy}`);
    for (const warning of warnings) console.warn(`  warning: ${warning}`);
  } else if (command === undefined) {
    /** @type {typeof import('./cms-local')} */
    const { runLocalCms } = await jiti.import('./cms-local.ts');
    await runLocalCms(root);
  } else {
    throw new Error(`cms: unknown command "${command}" (check, build, or none for the local CMS)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
