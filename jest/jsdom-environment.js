// jsdom lacks the fetch family and a few web globals React Router and RTK Query use;
// hand the test window Node's own implementations instead of polyfills. FormData stays jsdom's:
// React builds `new FormData(form)` from a jsdom form, which Node's FormData refuses.
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
    // Node's fetch and Request reject relative URLs; in a page they resolve against the document's location.
    const absolute = (input) =>
      typeof input === 'string' && input.startsWith('/') ? new URL(input, g.location.href).href : input;
    const NodeRequest = globalThis.Request;
    g.Request = class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    g.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = PortalJsdomEnvironment;
