import type { StandaloneLink } from '@qis/shared/standalone';
import { GYM_NS } from './gym/i18n';

/** Every screen of the remote, for the standalone frame's header and home page. */
export const FITNESS_LINKS: StandaloneLink[] = [{ to: '/gym', labelKey: 'title', ns: GYM_NS }];
