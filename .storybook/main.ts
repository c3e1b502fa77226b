import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const ROOT = join(import.meta.dirname, '..');
const MANIFEST_ID = 'virtual:custom-elements-manifest';

/**
 * `virtual:custom-elements-manifest`: the Custom Elements Manifest built from elements/paywall-*.ts
 * by scripts/custom-elements.mjs at build time (the same builder as dist/custom-elements.json), so
 * the reference stories and the stories' controls show what the element files document, with no
 * build of the library first. Rebuilt when an element file changes in `storybook dev`.
 */
function manifestPlugin() {
  return {
    name: 'paywall-custom-elements-manifest',
    resolveId: (id: string) => (id === MANIFEST_ID ? `\0${MANIFEST_ID}` : null),
    async load(this: { addWatchFile(file: string): void }, id: string) {
      if (id !== `\0${MANIFEST_ID}`) return null;
      const builder: { buildManifest(root: string): unknown } = await import(pathToFileURL(join(ROOT, 'scripts/custom-elements.mjs')).href);
      for (const f of readdirSync(join(ROOT, 'elements'))) if (/^paywall-[\w-]+\.ts$/.test(f)) this.addWatchFile(join(ROOT, 'elements', f));
      return `export default ${JSON.stringify(builder.buildManifest(ROOT))};`;
    },
  };
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // the sidebar lists the library's elements, not Storybook's own "Get started" checklist and guide
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), manifestPlugin()] }),
};
export default config;
