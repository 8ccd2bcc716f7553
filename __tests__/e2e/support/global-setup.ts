import { ensureLeadExports } from './lead-build';

/**
 * The two extra exports the lead specs run against (out-lead/ with a loopback back-end, out-inbox/
 * with the inbox), built before the workers start: one after the other, on an idle machine, in
 * about 13 s each; built inside the run, each took a worker and held another at the build lock
 * while three browsers shared the two cores. Each is skipped when it is already current, as it is
 * in `npm test`, which builds them beside the unit tests (exports.cli.ts).
 */
export default async function globalSetup() {
  // A run against another export (scripts/test/check-next-options.mjs) runs no lead spec.
  if (process.env.E2E_EXPORT_DIR) return;
  await ensureLeadExports();
}
