// esbuild `inject` file for bundles of aws-crt's browser code (tests): the bare `Buffer` and `process`
// it uses become module imports, never globals on the page (same as rollup's inject plugin).
export { Buffer } from 'buffer';
export { default as process } from 'process';
