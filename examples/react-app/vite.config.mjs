// Vite configuration of the React example. `paywall-elements` is imported by its package name and
// resolves, like any package, through the repository's package.json "exports" (Node's
// self-reference: this folder is inside the package), so the app uses the built dist/, never src/.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // only the sandbox's address and merchant are read from VITE_* variables (see README.md)
  envPrefix: 'VITE_PAYWALL_',
  // JSX with React's automatic runtime (no plugin needed for a production build)
  oxc: { jsx: { runtime: 'automatic' } },
  // the dev server's pre-bundled dependencies stay in this folder (git-ignored)
  cacheDir: 'node_modules/.vite',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true },
});
