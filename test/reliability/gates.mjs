// The release-gate figures every fault scenario reports (shared/RELIABILITY.md section 3). Tests
// assert their own outcome; `recordGates` also appends the figures to the file named by
// RELIABILITY_REPORT (set by `npm run reliability`), one JSON object a line, so the gates can be
// totalled across the whole suite. Without it, nothing is written.
import { appendFileSync } from 'node:fs';

/**
 * @typedef {object} GateFigures
 * @property {string} group the scenario family (http, malformed, offline, mqtt, bank, tabs, clock, storage, ssr, servers)
 * @property {number} [charges] charges the platform recorded for the scenario's purchase attempts
 * @property {number} [attempts] purchase attempts the viewer made (charges may not exceed them)
 * @property {number} [offListNavigations] navigations to an address outside the allow-list
 * @property {number} [tokenOffOrigin] requests that carried the bearer token to an origin other than the platform's
 * @property {number} [uncaught] uncaught exceptions and unhandled rejections
 * @property {number} [cspViolations] Content-Security-Policy violations
 * @property {number} [consoleErrors] console errors beyond the allow-listed messages of the fault
 * @property {number} [spinnerSeconds] seconds from the fault to a state with a way out (no spinner left)
 * @property {number} [serverDown] 1 when the servers' process did not survive the scenario
 * @property {number} [memoryGrowthMB] how much more memory the servers' process holds after the scenario (after a full GC)
 */

/** Records one scenario's figures. @param {string} scenario @param {GateFigures} figures */
export function recordGates(scenario, figures) {
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ scenario, ...figures })}\n`);
}

/**
 * The figures of an instrumented Chromium page (test/e2e/browser.mjs), for `recordGates`.
 * `allowedConsole` lists what the fault causes on purpose: text, a pattern, or an HTTP status the
 * browser logs as "the server responded with a status of N".
 */
export function pageFigures(page, { allowedConsole = [], platform = process.env.RELIABILITY_PLATFORM } = {}) {
  const p = page.problems;
  // the bearer token may go only to the platform (its API and key service share the sandbox's origin here)
  const origins = new Set((platform ?? '').split(',').filter(Boolean).map((u) => new URL(u).origin));
  const tokenOffOrigin = origins.size ? (p.bearer ?? []).filter((u) => !origins.has(new URL(u).origin)).length : 0;
  const allowed = (m, a) => (typeof a === 'number' ? m.includes(`status of ${a} `) : typeof a === 'string' ? m.includes(a) : a.test(m));
  const unexpected = p.consoleErrors.filter((m) => !allowedConsole.some((a) => allowed(m, a)));
  return {
    uncaught: p.errors.length + p.rejections.length, cspViolations: p.cspViolations.length, consoleErrors: unexpected.length, tokenOffOrigin,
    ...(unexpected.length ? { consoleErrorText: unexpected.slice(0, 3).map((m) => m.slice(0, 200)) } : {}),
  };
}
