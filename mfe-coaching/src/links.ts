import type { StandaloneLink } from '@qis/shared/standalone';
import { CHAT_NS } from './chat/i18n';
import { MAGIC_MENUS_NS } from './magicMenus/i18n';

/** Every screen of the remote, for the standalone frame's header and home page. */
export const COACHING_LINKS: StandaloneLink[] = [
  { to: '/chat', labelKey: 'title', ns: CHAT_NS },
  { to: '/magic-menus', labelKey: 'title', ns: MAGIC_MENUS_NS },
];
