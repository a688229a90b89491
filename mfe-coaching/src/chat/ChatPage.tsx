import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { CHAT_NS } from './i18n';

/** /chat (spec section 2): the screen is still being built. */
export default function ChatPage() {
  return <ScreenPlaceholder ns={CHAT_NS} titleKey="title" />;
}
