// Script-tag build stand-in for `ofetch`: `ofetch.create` with the part of its behaviour the library's
// two instances use (src/client/http.ts, src/site/site-request.ts), in about a fifth of its bytes.
// The ES modules for bundlers (dist/esm) import ofetch itself; test/node/ofetch-shim.node.test.mjs runs the same requests
// through both against a local server and compares what each sends, answers and throws.
//
// Kept as ofetch does it: the default headers under the call's, the retries (a number, or `false`)
// on a failed request or one of the retried statuses, never after the caller's own abort, each after
// `retryDelay` (a function); `onResponse` before a 4xx or 5xx becomes a `FetchError` with the
// request, the options, the response, the body read as `data`, the status and the cause.
// Left out (unused here: both instances ask for a full address with its query, name the retries of
// every call, send a string body with its own content type and time a call with their own signal):
// `baseURL`, `query`, `timeout`, the default retries, a number as `retryDelay`, the JSON headers of
// a string body, `onRequest` and the other hooks, `parseResponse`, streams, `$fetch.raw`.
const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NO_BODY = [101, 204, 205, 304];

/** ofetch's error: `request`, `options`, `response`, and `data`, `status` and `statusText` from the response. */
export class FetchError extends Error {}
FetchError.prototype.name = 'FetchError';

function failure(ctx) {
  const { request, options, response, error } = ctx;
  const message = `[${options.method}] ${JSON.stringify(request)}: ${response ? `${response.status} ${response.statusText}` : '<no response>'}${error?.message ? ` ${error.message}` : ''}`;
  const e = new FetchError(message, error ? { cause: error } : undefined);
  Object.assign(e, { request, options, response, data: response?._data, status: response?.status, statusCode: response?.status, statusText: response?.statusText, statusMessage: response?.statusText });
  return e;
}

function createFetch(defaults = {}, fetchImpl) {
  const $fetch = async (input, call = {}) => {
    const options = { ...defaults, ...call, method: String(call.method ?? defaults.method ?? 'GET').toUpperCase() };
    const headers = new Headers(defaults.headers);
    for (const [k, v] of new Headers(call.headers)) headers.set(k, v);
    options.headers = headers;
    const ctx = { request: input, options, response: undefined, error: undefined };
    try {
      ctx.response = await (fetchImpl ?? globalThis.fetch)(input, options);
    } catch (error) {
      ctx.error = error;
      return retryOrThrow(ctx);
    }
    const { response } = ctx;
    if (response.body && !NO_BODY.includes(response.status) && options.method !== 'HEAD') {
      response._data = await response[options.responseType === 'blob' ? 'blob' : 'text']();
    }
    for (const hook of [options.onResponse].flat()) await hook?.(ctx);
    if (response.status >= 400 && response.status < 600) return retryOrThrow(ctx);
    return response._data;
  };

  async function retryOrThrow(ctx) {
    const { options } = ctx;
    const retries = options.retry;
    const codes = options.retryStatusCodes ?? RETRIED;
    if (retries > 0 && ctx.error?.name !== 'AbortError' && codes.includes(ctx.response?.status || 500)) {
      const delay = options.retryDelay?.(ctx);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      // the same address and options again, the first attempt's signal included (as ofetch does)
      return $fetch(ctx.request, { ...options, retry: retries - 1 });
    }
    throw failure(ctx);
  }

  $fetch.create = (more = {}, global = {}) => createFetch({ ...defaults, ...more }, global.fetch ?? fetchImpl);
  return $fetch;
}

/** `ofetch`, whose `create(defaults, { fetch })` makes the instances the library uses. */
export const ofetch = createFetch();
export const $fetch = ofetch;
