// Builds out-fixture/ (the site with the company-content fixture) unless a fresh one is
// there already (the CMS browser test makes it in a full `npm test`). Run by check-budgets.mjs.
import { buildFixtureSite, fixtureIsFresh, FIXTURE_OUT_DIR } from '../e2e/support/fixture-site';

if (fixtureIsFresh()) {
  console.log(`content growth: ${FIXTURE_OUT_DIR} is up to date`);
} else {
  console.log('content growth: building the site with the company-content fixture (about 40 s)');
  buildFixtureSite().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
