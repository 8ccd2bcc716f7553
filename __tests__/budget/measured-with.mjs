// What the byte budgets (budgets.mjs) and the home page's height caps (e2e/support/home-height.ts)
// were measured with: the registries' sizes, each cap growing by what one more entry measured, and the
// company's content as the repository shipped it (__tests__/fixtures/shipped-content.ts).
export const MEASURED_WITH = { municipalities: 26, pagedServices: 4, leadFields: 8 };

/**
 * How many entries beyond those measured: never below 0, so fewer entries never tighten a cap.
 * @param {number} count
 * @param {number} measured
 */
export const beyondMeasured = (count, measured) => Math.max(0, count - measured);
