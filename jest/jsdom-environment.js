// jsdom lacks the fetch family and a few web globals React Router and RTK Query use;
// hand the test window Node's own implementations instead of polyfills.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'TransformStream',
      'WritableStream',
      'structuredClone',
      'BroadcastChannel',
    ]) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}

module.exports = PortalJsdomEnvironment;
