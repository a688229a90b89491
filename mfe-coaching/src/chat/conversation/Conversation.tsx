import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@qis/shared';
import type { ChatEntry } from '../state/chatSlice';
import { CHAT_NS } from '../i18n';
import { Exchange, FAILURE_KEYS } from './Exchange';
import { useFollowLatest } from './useFollowLatest';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import styles from './Conversation.module.css';
import { Button } from '@qis/shared/ui';

/**
 * The live region is emptied, then given the text this long after: a screen reader announces a change,
 * so an answer identical to the previous one (the same question asked twice) is still heard.
 */
const ANNOUNCE_DELAY_MS = 100;

interface ConversationProps {
  entries: ChatEntry[];
  sending: boolean;
  onRetry: (key: string) => void;
}

/**
 * The conversation, oldest first. It follows new text until the member scrolls up, then offers a jump
 * to the latest. A polite live region says each finished answer once; the typing itself stays silent.
 */
export function Conversation({ entries, sending, onRetry }: ConversationProps) {
  const { t } = useTranslation(CHAT_NS);
  const reducedMotion = usePrefersReducedMotion();
  const { listRef, onScroll, behind, jumpToLatest, contentGrew } = useFollowLatest<HTMLDivElement>();
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<string>());
  const announcing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((text: string) => {
    setAnnouncement('');
    clearTimeout(announcing.current);
    announcing.current = setTimeout(() => setAnnouncement(text), ANNOUNCE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(announcing.current), []);

  useLayoutEffect(() => {
    contentGrew();
  }, [entries, contentGrew]);

  const onFinished = useCallback(
    (entry: ChatEntry, text: string) => {
      const id = `${entry.key}#${entry.attempt}`;
      if (!entry.live || announced.current.has(id)) return;
      announced.current.add(id);
      announce(entry.status === 'stopped' ? `${text} ${t('stopped')}` : text);
    },
    [announce, t],
  );

  // Failures are said once too, in the same polite region.
  useEffect(() => {
    for (const entry of entries) {
      const id = `${entry.key}#${entry.attempt}`;
      if (entry.status !== 'failed' || !entry.failure || !entry.live || announced.current.has(id)) continue;
      announced.current.add(id);
      announce(t(FAILURE_KEYS[entry.failure]));
    }
  }, [announce, entries, t]);

  return (
    <div className={styles.conversation}>
      <div
        ref={listRef}
        className={styles.scroller}
        onScroll={onScroll}
        // Scrollable content must be reachable by keyboard.
        tabIndex={0}
        role="region"
        aria-label={t('conversationLabel')}
      >
        {entries.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ol className={styles.list}>
            {entries.map((entry) => (
              <Exchange
                key={entry.key}
                entry={entry}
                reducedMotion={reducedMotion}
                canRetry={!sending}
                onRetry={onRetry}
                onReveal={contentGrew}
                onFinished={onFinished}
              />
            ))}
          </ol>
        )}
      </div>
      {behind ? (
        <Button className={styles.jump} onClick={jumpToLatest}>
          <span aria-hidden="true">↓</span> {t('jumpToLatest')}
        </Button>
      ) : null}
      <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
