import { useTranslation } from 'react-i18next';
import type { DiaryEntry, DiaryWorkout } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import { EntryRow } from './EntryRow';
import styles from '../Diary.module.css';

/** The day's logged activities and the gym's workouts: their QIS add to the day's allowance. */
export function ActivitiesSection({
  entries,
  waiting,
  workouts,
  locale,
}: {
  entries: DiaryEntry[];
  waiting: DiaryEntry[];
  workouts: DiaryWorkout[];
  locale: Locale;
}) {
  const { t } = useTranslation(DIARY_NS);
  const none = entries.length + waiting.length + workouts.length === 0;
  return (
    <section className={styles.slot} aria-labelledby="diary-activities" data-testid="diary-activities">
      <h3 id="diary-activities" className={styles.slotHeading}>
        <span>{t('activities.title')}</span>
      </h3>
      <p className={styles.note}>{t('activities.note')}</p>
      {none ? (
        <p className={styles.empty}>{t('activities.empty')}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} locale={locale} />
          ))}
          {waiting.map((entry) => (
            <EntryRow key={entry.clientId} entry={entry} locale={locale} waiting />
          ))}
          {workouts.map((workout) => (
            <li key={workout.id} className={styles.entry}>
              <span className={styles.entryName}>{t('activities.workout')}</span>
              <span className={styles.entryAmount}>{t('entry.minutes', { value: workout.minutes })}</span>
              <span className={styles.entryQis}>{t('bonusQis', { value: workout.qis })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
