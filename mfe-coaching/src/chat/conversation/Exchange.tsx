import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@qis/shared';
import type { ChatEntry, ChatFailure } from '../state/chatSlice';
import { CHAT_NS } from '../i18n';
import { Answer } from './Answer';
import { TextWithBreaks } from './TextWithBreaks';
import styles from './Conversation.module.css';
import { Button } from '@qis/shared/ui';

export const FAILURE_KEYS: Record<ChatFailure, string> = {
  failed: 'errors.failed',
  'rate-limited': 'errors.rateLimited',
  interrupted: 'errors.interrupted',
};

interface ExchangeProps {
  entry: ChatEntry;
  reducedMotion: boolean;
  /** False while another answer is under way: one question at a time. */
  canRetry: boolean;
  onRetry: (key: string) => void;
  onReveal: () => void;
  onFinished: (entry: ChatEntry, text: string) => void;
}

/** One question and its answer, with the answer's state: under way, stopped, or failed with a retry. */
export function Exchange({ entry, reducedMotion, canRetry, onRetry, onReveal, onFinished }: ExchangeProps) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <li className={styles.exchange}>
      <div className={styles.question}>
        <VisuallyHidden>{t('you')}: </VisuallyHidden>
        <TextWithBreaks text={entry.human} />
      </div>
      <div className={styles.reply}>
        <VisuallyHidden>{t('assistant')}: </VisuallyHidden>
        {entry.status === 'failed' && !entry.ai ? null : (
          <Answer
            key={entry.attempt}
            entry={entry}
            reducedMotion={reducedMotion}
            onReveal={onReveal}
            onFinished={onFinished}
          />
        )}
        {entry.status === 'stopped' ? <p className={styles.note}>{t('stopped')}</p> : null}
        {entry.status === 'failed' && entry.failure ? (
          <div className={styles.failure}>
            <p>{t(FAILURE_KEYS[entry.failure])}</p>
            <Button disabled={!canRetry} onClick={() => onRetry(entry.key)}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
