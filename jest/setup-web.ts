import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { restoreRealFetch } from '@qis/shared/testing/fakeApi';
import { stubMatchMedia } from '@qis/shared/testing/matchMedia';

// CI is a loaded 2-core machine: a screen's first render (its lazy routes, the fake API's answers) has
// been seen to take over a second there, and a whole test 4 s. Testing Library's findBy/waitFor give up
// after 1 s and jest after 5 s by default, so a test that was right failed. These are only ceilings: a
// test that passes is not slower for them, and one whose screen never shows still fails.
// (Set here rather than as `testTimeout`, which jest ignores in a project's configuration.)
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// jsdom has no matchMedia; react-hot-toast and responsive components ask for it.
if (!window.matchMedia) stubMatchMedia();

// A fake API a test installed ends with the test, whether or not the test restored it.
afterEach(restoreRealFetch);
