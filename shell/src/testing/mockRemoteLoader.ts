import { jest } from '@jest/globals';

// Imported before anything that reaches the loader: jest.mock calls are only hoisted when `jest`
// is the global, and these tests import it from @jest/globals.
jest.mock('../remotes/loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
