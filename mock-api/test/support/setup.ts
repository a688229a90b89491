import { jest } from '@jest/globals';

// Starting PGlite (PostgreSQL in WebAssembly) or an on-disk database takes seconds on a busy machine.
// Set here rather than as `testTimeout`, which jest ignores in a project's configuration.
jest.setTimeout(30_000);
