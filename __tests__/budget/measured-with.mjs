// The registries' sizes the byte budgets (budgets.mjs) and the home page's height caps
// (e2e/support/home-height.ts) were measured with; each grows by what one more entry measured.

export const MEASURED_WITH = { municipalities: 26, pagedServices: 4, leadFields: 8 };

/**
 * How many entries beyond those measured: never below 0, so fewer entries never tighten a cap.
 * @param {number} count
 * @param {number} measured
 */
export const beyondMeasured = (count, measured) => Math.max(0, count - measured);
