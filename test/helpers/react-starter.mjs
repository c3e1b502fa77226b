// The React starter (examples/react-app) as `npm install` leaves it: a copy of its folder whose
// node_modules link the packages it names (its file:../.. dependency is this repository, the others
// the repository's own), without the network. Its Vite build then resolves `paywall-elements` by
// name, through the package's "exports", to the built dist/ (the starter's own folder has no
// node_modules of its own until someone installs it).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A throwaway installed copy of the React starter; the caller removes the folder it returns.
 * @returns {string} the copy's folder (its vite.config.mjs builds it)
 */
export function installedReactStarter() {
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
