import { jest } from '@jest/globals';

// Imported before the loader: jest.mock calls are only hoisted when `jest` is the global.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
// The host's start-up offers the build's singletons; the loader tests only need the runtime calls.
jest.mock('../remotes/federationHost', () => ({}));
