export { StandaloneFrame, type StandaloneFrameProps } from './StandaloneFrame';
export type { StandaloneLink } from './types';
export { standaloneLinks } from './standaloneLinks';
