import { useTranslation } from 'react-i18next';
import { CHAT_NS } from './i18n';
import styles from './ChatPage.module.css';

/** The example questions, in the order the intro offers them (keys of `examples.*`). */
export const EXAMPLE_KEYS = ['banana', 'dailyNeed', 'cycling', 'snack', 'whatIsQis'] as const;

/** What the assistant is for, example questions a click asks, and the disclaimer. */
export function ChatIntro({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <>
      <p>{t('intro')}</p>
      <ul className={styles.examples} aria-label={t('examplesLabel')}>
        {EXAMPLE_KEYS.map((key) => (
          <li key={key}>
            <button type="button" className={styles.example} onClick={() => onAsk(t(`examples.${key}`))}>
              {t(`examples.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
    </>
  );
}
