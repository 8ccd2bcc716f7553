// The exports the browser tests read beside out/, made before they start: out-lead/ and out-inbox/
// (lead-build.ts) and out-fixture/ (fixture-site.ts, the site with the company-content fixture that
// filled-site.spec.ts copies and the content-growth budget reads), each skipped when current.
// `npm test` runs this beside the unit tests, which use about four fifths of the two cores; then the
// browser tests' global setup finds the lead exports current, and filled-site.spec.ts copies
// out-fixture/ instead of building its own. Run alone: `npx jiti __tests__/e2e/support/exports.cli.ts`.
import { buildFixtureSite, fixtureIsFresh, FIXTURE_OUT_DIR } from './fixture-site';
import { ensureLeadExports, INBOX_OUT_DIR, LEAD_OUT_DIR } from './lead-build';

async function main() {
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  await ensureLeadExports();
  console.log(`exports: ${LEAD_OUT_DIR} and ${INBOX_OUT_DIR} current (${seconds()})`);
  if (fixtureIsFresh()) console.log(`exports: ${FIXTURE_OUT_DIR} current`);
  else {
    await buildFixtureSite();
    console.log(`exports: ${FIXTURE_OUT_DIR} built (${seconds()} in all)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
