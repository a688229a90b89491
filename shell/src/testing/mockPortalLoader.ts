import { jest } from '@jest/globals';
import type * as PortalLoader from '../loadPortal';

// Imported before anything that reaches the loader (see mockRemoteLoader.ts): the real portal, unless
// a test makes its download fail with `jest.mocked(loadPortal).mockRejectedValueOnce(…)`.
jest.mock('../loadPortal', () => {
  const actual = jest.requireActual<typeof PortalLoader>('../loadPortal');
  return { loadPortal: jest.fn(actual.loadPortal) };
});
