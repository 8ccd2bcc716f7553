import { ensureLeadBuild, INBOX_OUT_DIR, LEAD_OUT_DIR } from './lead-build';
import { backEnd } from './lead-site';
import { INBOX_ENDPOINT } from './inbox-site';

/**
 * The two extra exports the lead specs run against (out-lead/ with a loopback back-end, out-inbox/
 * with the inbox), built before the workers start: one after the other, on an idle machine, in
 * about 17 s each; built inside the run, each took a worker and held another at the build lock
 * while three browsers shared the two cores. Each is skipped when it is already current.
 */
export default async function globalSetup() {
  // A run against another export (scripts/test/check-next-options.mjs) runs no lead spec.
  if (process.env.E2E_EXPORT_DIR) return;
  await ensureLeadBuild(backEnd.endpoint, LEAD_OUT_DIR);
  await ensureLeadBuild(INBOX_ENDPOINT, INBOX_OUT_DIR);
}
