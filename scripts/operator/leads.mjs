// `npm run leads -- <command>` (scripts/operator/leads.ts): runs the TypeScript command with jiti, which
// is told the project's '@/' alias so the command shares the site's own modules.
import { createJiti } from 'jiti';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
/** @type {{ main: (args: string[]) => number }} */
const { main } = await jiti.import('./leads.ts');
try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
