// Size budgets of the script-tag build (bench/budgets.json), one test per budget. Deterministic:
// gzip -9 byte counts of the built files, never timings. A budget whose element is not built yet
// passes with a diagnostic saying so. A budget with a `ceiling` is one the code misses today: it
// passes while the figure stays within the ceiling (printing how far it is from the target), fails
// when it grows past it, and fails when the target is met until the ceiling is removed. Reads dist/ as npm test's build left it; builds if it is missing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measureBuild, loadBudgets, evaluateBudgets, budgetMessage, topOwnersOf } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}/dist/cdn/manifest.json`)) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed; size budgets cannot be checked');
}

// another build may be rewriting dist/ right now: retry briefly when a listed file is missing
let result;
for (let attempt = 0; ; attempt++) {
  try {
    result = measureBuild(root);
    break;
  } catch (error) {
    if (attempt >= 10 || !/missing|not found/.test(String(error?.message))) throw error;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const rows = evaluateBudgets(result, loadBudgets(root));

for (const row of rows) {
  test(`size budget: ${row.name} <= ${row.limit} B gzip${row.ceiling != null ? ` (ceiling ${row.ceiling} B while missed)` : ''}`, (t) => {
    if (row.status === 'n/a') {
      t.diagnostic(`not applicable yet: ${row.reason}`);
      return;
    }
    t.diagnostic(`${row.figure} B gzip of ${row.limit} B${row.ceiling != null ? ` (ceiling ${row.ceiling} B)` : ''}${row.detail ? ` (${row.detail})` : ''}`);
    if (row.status === 'miss') t.diagnostic(budgetMessage(row));
    if (row.status === 'fail') {
      const eaters = topOwnersOf(result, row.id).map((o) => `${o.owner} ~${Math.round(o.gz)} B`).join(', ');
      assert.fail(budgetMessage(row) + (eaters ? `; largest parts: ${eaters}` : ''));
    }
  });
}
