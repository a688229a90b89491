import { useTranslation } from 'react-i18next';
import type { DiaryEntry, DiarySlot } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import { slotLabelKey } from '../slots';
import { EntryRow } from './EntryRow';
import { SaveMeal } from './SaveMeal';
import styles from '../Diary.module.css';

export interface SlotSectionProps {
  slot: DiarySlot;
  entries: DiaryEntry[];
  waiting: DiaryEntry[];
  subtotal: number;
  locale: Locale;
  /** The day shown: a slot with entries can be saved as a meal. */
  day: string;
}

/** One of the spec's four slots: its entries (sent and waiting) and its subtotal. */
export function SlotSection({ slot, entries, waiting, subtotal, locale, day }: SlotSectionProps) {
  const { t } = useTranslation(DIARY_NS);
  const headingId = `diary-slot-${slot}`;
  return (
    <section className={styles.slot} aria-labelledby={headingId} data-testid={`diary-slot-${slot}`}>
      <h3 id={headingId} className={styles.slotHeading}>
        <span>{t(slotLabelKey(slot))}</span>
        <span className={styles.subtotal} data-testid={`diary-subtotal-${slot}`}>
          {t('qis', { value: subtotal })}
        </span>
      </h3>
      {entries.length + waiting.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} locale={locale} />
          ))}
          {waiting.map((entry) => (
            <EntryRow key={entry.clientId} entry={entry} locale={locale} waiting />
          ))}
        </ul>
      )}
      {entries.length > 0 ? <SaveMeal day={day} slot={slot} /> : null}
    </section>
  );
}
