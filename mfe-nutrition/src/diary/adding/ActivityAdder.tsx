import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import { useNutritionDiaryActivitiesQuery } from '../api';
import type { AddPanelProps } from './AddPanel';
import styles from '../Diary.module.css';

/** An activity of the bonus screen and its minutes; the bonus QIS shown as the member types. */
export function ActivityAdder({
  day,
  locale,
  onAdd,
}: {
  day: string;
  locale: Locale;
  onAdd: AddPanelProps['onAdd'];
}) {
  const { t } = useTranslation(DIARY_NS);
  const { data: activities = [] } = useNutritionDiaryActivitiesQuery(locale);
  const [code, setCode] = useState('');
  const [minutes, setMinutes] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const activity = activities.find((one) => one.code === code) ?? activities[0];
  const value = Number(minutes);
  const valid = Number.isInteger(value) && value >= 1 && value <= 600;
  // The server's formula: round((MET − 1) × kg × minutes / 60 / 12).
  const preview = activity && valid ? Math.round((value * activity.kcalPerMinute) / 12) : null;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!activity) return;
        if (!valid) return setError(t('add.errors.minutes'));
        setError(null);
        setBusy(true);
        void onAdd(
          { clientId: clientId(), date: day, kind: 'activity', code: activity.code, minutes: value, locale },
          activity.name,
          preview,
        ).finally(() => setBusy(false));
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('add.activity')}</span>
        <select
          className="qis-select"
          value={activity?.code ?? ''}
          onChange={(event) => setCode(event.target.value)}
        >
          {activities.map((one) => (
            <option key={one.code} value={one.code}>
              {one.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('add.minutes')}</span>
        <input
          className="qis-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={600}
          step={1}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </label>
      <p className={styles.preview} aria-live="polite">
        {preview !== null ? t('bonusQis', { value: preview }) : null}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="qis-button" disabled={busy || !activity}>
        {t('add.submit')}
      </button>
    </form>
  );
}
