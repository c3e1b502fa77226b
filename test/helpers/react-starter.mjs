// The React starter (examples/react-app) as `npm install` in its folder would leave it, without the
// network: a copy of the folder whose node_modules link the packages it names (the library, its
// `file:../..` dependency, is this repository; the others are the repository's own).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the starter into a new temporary folder with its packages linked; returns the folder. */
export function installedStarter() {
  const dir = mkdtempSync(join(tmpdir(), 'paywall-react-starter-'));
  for (const f of ['index.html', 'package.json', 'tsconfig.json', 'vite.config.mjs', 'src']) cpSync(join(repo, 'examples/react-app', f), join(dir, f), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const name of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]) {
    const target = name === 'paywall-elements' ? repo : join(repo, 'node_modules', name);
    mkdirSync(join(dir, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(target, join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}
