// Vite configuration of the React starter. `paywall-elements` is imported by its package name and
// resolves, like any installed package, through its package.json "exports" to the built dist/
// (never src/): installed from ../.. (a link to this repository), from an `npm pack` tarball or
// from the registry.
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
  // one React and one store library for the app and the library, also when the library is a linked
  // folder (file:../..) whose own node_modules hold copies of them
  resolve: { dedupe: ['react', 'react-dom', 'nanostores', '@nanostores/react'] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true },
});
