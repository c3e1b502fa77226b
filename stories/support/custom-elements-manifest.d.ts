/** The Custom Elements Manifest of elements/ (built by .storybook/main.ts from scripts/custom-elements.mjs). */
declare module 'virtual:custom-elements-manifest' {
  const manifest: import('./manifest').Manifest;
  export default manifest;
}
