import '@testing-library/jest-dom/jest-globals';
import { stubMatchMedia } from '@qis/shared/testing/matchMedia';

// jsdom has no matchMedia; react-hot-toast and responsive components ask for it.
if (!window.matchMedia) stubMatchMedia();
