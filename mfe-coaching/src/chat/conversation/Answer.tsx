import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@qis/shared';
import type { ChatEntry } from '../state/chatSlice';
import { CHAT_NS } from '../i18n';
import { TextWithBreaks } from './TextWithBreaks';
import { useTypewriter } from './useTypewriter';
import styles from './Conversation.module.css';

interface AnswerProps {
  entry: ChatEntry;
  reducedMotion: boolean;
  /** A character was revealed: the list follows it when the member is at the latest. */
  onReveal: () => void;
  /** The answer is whole on screen (typed out, or stopped): announced once to screen readers. */
  onFinished: (entry: ChatEntry, text: string) => void;
}

/**
 * The assistant's answer, typed out at 25 ms per character as it streams in. A click (or the
 * "show the whole answer" button) completes it; Stop and reduced motion show what arrived at once.
 * The typing text itself is not a live region: screen readers get the finished answer once, elsewhere.
 */
export function Answer({ entry, reducedMotion, onReveal, onFinished }: AnswerProps) {
  const { t } = useTranslation(CHAT_NS);
  const animate = entry.live && !reducedMotion && entry.status !== 'stopped';
  const { shown, typing, complete } = useTypewriter(entry.ai, animate);
  const waiting = entry.status === 'sending' || (entry.status === 'answering' && entry.ai === '');
  const finished = !typing && (entry.status === 'done' || entry.status === 'stopped');

  useLayoutEffect(() => {
    onReveal();
  }, [shown, onReveal]);

  useEffect(() => {
    if (finished) onFinished(entry, shown);
    // Once per finished answer: the entry and text are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  if (waiting) {
    return (
      <div className={styles.answer} aria-busy="true">
        <span className={styles.dots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <VisuallyHidden>{t('answering')}</VisuallyHidden>
      </div>
    );
  }

  return (
    <div className={styles.answerBlock}>
      {/* A click anywhere on a typing answer completes it; the button below is the keyboard's way. */}
      <div
        className={typing ? `${styles.answer} ${styles.typing}` : styles.answer}
        aria-busy={typing || entry.status === 'answering'}
        onClick={typing ? complete : undefined}
      >
        <TextWithBreaks text={shown} linkScreens />
      </div>
      {typing ? (
        <button type="button" className={styles.linkButton} onClick={complete}>
          {t('showWhole')}
        </button>
      ) : null}
    </div>
  );
}
