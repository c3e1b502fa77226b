// Types of shims/r2wc-core.mjs (the script-tag build's `@r2wc/core`): r2wc's own, for the test that compares them.
import type r2wc from '@r2wc/core';

declare const standIn: typeof r2wc;
export default standIn;
