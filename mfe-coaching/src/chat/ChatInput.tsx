import { useId, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@qis/contract';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@qis/shared';
import { CHAT_NS } from './i18n';
import styles from './ChatPage.module.css';
import { Button } from '@qis/shared/ui';

/** The API's limit on a question, after trimming. */
export const MAX_QUESTION_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

interface ChatInputProps {
  sending: boolean;
  /** True when the question was taken (the field then clears); false when it was ignored. */
  onSend: (text: string) => boolean;
  onStop: () => void;
}

/**
 * The question field: Enter sends, Shift+Enter adds a line, and an Enter that confirms an input-method
 * composition (Japanese, Chinese, Korean…) never sends. While an answer is under way Stop replaces Send.
 */
export function ChatInput({ sending, onSend, onStop }: ChatInputProps) {
  const { t } = useTranslation(CHAT_NS);
  const [text, setText] = useState('');
  const hintId = useId();
  const fieldId = useId();

  const submit = () => {
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // keyCode 229: the Enter some browsers report for a composition's last key, after isComposing is cleared.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={styles.inputRow}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <VisuallyHidden as="label" htmlFor={fieldId}>
        {t('input.label')}
      </VisuallyHidden>
      <textarea
        id={fieldId}
        className={styles.field}
        value={text}
        rows={2}
        maxLength={MAX_QUESTION_LENGTH}
        placeholder={t('input.placeholder')}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden as="p" id={hintId}>
        {t('input.hint')}
      </VisuallyHidden>
      {sending ? (
        <Button className={styles.iconButton} onClick={onStop}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
          </svg>
          {t('stop')}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="primary"
          className={styles.iconButton}
          aria-label={t('send')}
          title={t('send')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10.1 15 12 3.4 13.9z" />
          </svg>
        </Button>
      )}
    </form>
  );
}
