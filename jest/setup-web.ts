import '@testing-library/jest-dom/jest-globals';
import { stubMatchMedia } from '../shared/src/testing/matchMedia';

// jsdom has no matchMedia; react-hot-toast and responsive components ask for it.
if (!window.matchMedia) stubMatchMedia();
