// The payment-event chunk takes `mqtt` and `iot` from aws-iot-device-sdk-v2's browser entry. That
// entry also requires the SDK's service clients (shadow, jobs, identity, Greengrass, request-response)
// and aws-crt's whole browser index (axios, and polyfills that set window.Buffer/process/global on
// the merchant's page), none of which a payment-event subscriber uses. These stand-ins replace just
// those requires of that one entry, for every bundler of the chunk: rollup (the published builds),
// esbuild (the e2e test bundles and the test runner's pre-bundle).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sdkEntry = /[\\/]aws-iot-device-sdk-v2[\\/]dist[\\/]browser\.js$/;
const crtPkg = require('aws-crt/package.json');
const sdkEntryPath = require.resolve('aws-iot-device-sdk-v2/dist/browser.js');

/** The requires of the SDK's browser entry that are replaced, and by what (CommonJS source). */
export const SDK_ENTRY_STAND_INS = {
  './greengrass/discoveryclient': 'module.exports = {};',
  './iotidentity/iotidentity': 'module.exports = {};',
  './iotjobs/iotjobs': 'module.exports = {};',
  './iotshadow/iotshadow': 'module.exports = {};',
  './mqtt_request_response': 'module.exports = {};',
  // only what the entry's getters hand out and the chunk uses; the rest of the index stays out
  'aws-crt/dist.browser/browser': [
    "exports.mqtt = require('aws-crt/dist.browser/browser/mqtt');",
    "exports.iot = require('aws-crt/dist.browser/browser/iot');",
    "exports.auth = require('aws-crt/dist.browser/browser/auth');",
  ].join('\n'),
};

/** aws-crt and the SDK read their package.json for a name and version (the MQTT username metrics). */
const sdkPkg = require('aws-iot-device-sdk-v2/package.json');
const CRT_PACKAGE = `module.exports = ${JSON.stringify({ name: crtPkg.name, version: crtPkg.version })};`;
const SDK_PACKAGE = `module.exports = ${JSON.stringify({ name: sdkPkg.name, version: sdkPkg.version })};`;
const crtPackageRead = /[\\/]aws-crt[\\/]dist\.browser[\\/]common[\\/]platform\.js$/;
/** The SDK's metrics module: its package read, and aws-crt's Node copy of a module the browser build has too. */
const sdkMetrics = /[\\/]aws-iot-device-sdk-v2[\\/]dist[\\/]iot_sdk_metrics\.js$/;
const SDK_METRICS_STAND_INS = {
  '../package.json': SDK_PACKAGE,
  'aws-crt/dist/common/mqtt_shared': "module.exports = require('aws-crt/dist.browser/common/mqtt_shared');",
};

// stand-in modules live, by name only, next to the entry they serve: the CommonJS transform handles
// them like the files they replace (it skips virtual \0 ids) and their requires resolve from there
const STAND_IN_DIR = join(dirname(sdkEntryPath), '__paywall_stand_ins__');
const standInId = (name) => join(STAND_IN_DIR, `${name.replace(/[^\w]+/g, '_')}.js`);
const STAND_INS = new Map([
  ...Object.entries(SDK_ENTRY_STAND_INS).map(([source, code]) => [standInId(source), code]),
  [standInId('aws-crt-package'), CRT_PACKAGE],
  ...Object.entries(SDK_METRICS_STAND_INS).map(([source, code]) => [standInId(`metrics ${source}`), code]),
]);

/** The rollup plugin: resolves the entry's replaced requires to the stand-ins. */
export function iotSdkStandIns() {
  return {
    name: 'iot-sdk-stand-ins',
    resolveId(source, importer) {
      if (!importer) return null;
      if (sdkEntry.test(importer) && source in SDK_ENTRY_STAND_INS) return standInId(source);
      if (crtPackageRead.test(importer) && source === '../../package.json') return standInId('aws-crt-package');
      if (sdkMetrics.test(importer) && source in SDK_METRICS_STAND_INS) return standInId(`metrics ${source}`);
      return null;
    },
    load(id) {
      return STAND_INS.get(id) ?? null;
    },
  };
}

/** The same for esbuild. */
export function esbuildIotSdkStandIns() {
  return {
    name: 'iot-sdk-stand-ins',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (a) => {
        let id = null;
        if (sdkEntry.test(a.importer) && a.path in SDK_ENTRY_STAND_INS) id = standInId(a.path);
        else if (crtPackageRead.test(a.importer) && a.path === '../../package.json') id = standInId('aws-crt-package');
        else if (sdkMetrics.test(a.importer) && a.path in SDK_METRICS_STAND_INS) id = standInId(`metrics ${a.path}`);
        return id ? { path: id, namespace: 'iot-sdk-stand-in' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'iot-sdk-stand-in' }, (a) => ({ contents: STAND_INS.get(a.path), loader: 'js', resolveDir: dirname(sdkEntryPath) }));
    },
  };
}

const shim = (file) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/**
 * The browser stand-ins every bundle of the script-tag code uses (rollup's aliases list the same):
 * node built-ins aws-crt's browser code expects, crypto-js cut to the two hashes SigV4 signing
 * needs, a small uuid for aws-crt, of ofetch the part the client's HTTP layer and the site calls use
 * (shims/ofetch.mjs, checked against ofetch itself, with shims/ufo.mjs for its URLs) and of r2wc the
 * part elements/define.ts uses (shims/r2wc-core.mjs, checked against r2wc). The server build
 * bundles them too; the ES modules for bundlers (dist/esm) import ofetch and r2wc themselves.
 */
export const SHIM_FILES = {
  ofetch: shim('ofetch.mjs'),
  '@r2wc/core': shim('r2wc-core.mjs'),
  stream: shim('stream.cjs'),
  util: shim('empty.cjs'),
  'crypto-js': shim('crypto-js-sigv4.cjs'),
  ufo: shim('ufo.mjs'),
  uuid: shim('uuid.mjs'),
};

/** esbuild: the shims above and the SDK entry's stand-ins, for test bundles of the script-tag code. */
export function esbuildScriptTagShims() {
  const standIns = esbuildIotSdkStandIns();
  return {
    name: 'script-tag-shims',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^(${Object.keys(SHIM_FILES).join('|')})$`) }, (a) => ({ path: SHIM_FILES[a.path] }));
      standIns.setup(b);
    },
  };
}

/**
 * Node (the client's Node tests run the TypeScript sources): the same stand-ins for the SDK entry's
 * requires, through the CommonJS loader, since aws-crt's browser index expects a window.
 */
export function installNodeIotSdkStandIns() {
  const Module = require('node:module');
  if (Module.__paywallIotStandIns) return;
  Module.__paywallIotStandIns = true;
  const load = Module._load;
  Module._load = function standInLoad(request, parent, isMain) {
    if (parent && sdkEntry.test(parent.filename ?? '') && request in SDK_ENTRY_STAND_INS) {
      if (request !== 'aws-crt/dist.browser/browser') return {};
      const from = (p) => load.call(this, p, parent, false);
      return { mqtt: from('aws-crt/dist.browser/browser/mqtt'), iot: from('aws-crt/dist.browser/browser/iot'), auth: from('aws-crt/dist.browser/browser/auth') };
    }
    return load.call(this, request, parent, isMain);
  };
}
