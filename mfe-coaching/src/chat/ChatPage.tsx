import { useTranslation } from 'react-i18next';
import { LoadState, Page, PageSection } from '@qis/shared/ui';
import { CHAT_NS } from './i18n';
import { ChatIntro } from './ChatIntro';
import { ChatInput } from './ChatInput';
import { DeleteHistory } from './DeleteHistory';
import { Conversation } from './conversation/Conversation';
import { useChat } from './state/useChat';
import styles from './ChatPage.module.css';

/** /chat: the AI coach. The intro with example questions, the disclaimer, the conversation and the question field. */
export default function ChatPage() {
  const { t } = useTranslation(CHAT_NS);
  const { state, send, retry, stop, clearHistory, reloadHistory } = useChat();
  return (
    <Page title={t('title')} intro={<ChatIntro onAsk={send} />} className={styles.page}>
      <PageSection title={t('conversationTitle')} className={styles.section}>
        <div className={styles.toolbar}>
          <DeleteHistory
            disabled={state.history !== 'loaded' || state.entries.length === 0}
            onConfirm={() => void clearHistory()}
          />
        </div>
        <LoadState
          isLoading={state.history === 'loading'}
          isError={state.history === 'error'}
          errorMessage={t('history.error')}
          onRetry={() => void reloadHistory()}
          loadingLabel={t('history.loading')}
        >
          <Conversation entries={state.entries} sending={state.sending} onRetry={retry} />
        </LoadState>
        <ChatInput sending={state.sending} onSend={send} onStop={stop} />
      </PageSection>
    </Page>
  );
}
