import { useTranslation } from 'react-i18next';
import { DIARY_LIMITS, qisFromKcal, type Locale } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import { useNutritionDiaryActivitiesQuery } from '../api';
import { AdderForm } from '../form/AdderForm';
import { NumberField } from '../form/NumberField';
import { SelectField } from '../form/SelectField';
import { boundAttributes, numberWithin } from '../form/limits';
import type { AddPanelProps } from './AddPanel';
import styles from '../Diary.module.css';

interface ActivityValues {
  code?: string;
  minutes?: string;
}

const minutesOf = (values: ActivityValues) => numberWithin(values.minutes, DIARY_LIMITS.minutes, true);

const validate = (values: ActivityValues) =>
  minutesOf(values) === null ? { minutes: 'add.errors.minutes' } : {};

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
  const chosen = (values: ActivityValues) =>
    activities.find((one) => one.code === values.code) ?? activities[0];
  return (
    <AdderForm<ActivityValues>
      initialValues={{ code: '', minutes: '30' }}
      validate={validate}
      disabled={activities.length === 0}
      onSubmit={async (values) => {
        const activity = chosen(values);
        const minutes = minutesOf(values);
        if (!activity || minutes === null) return;
        await onAdd(
          { clientId: clientId(), date: day, kind: 'activity', code: activity.code, minutes, locale },
          activity.name,
          bonusQis(minutes, activity.kcalPerMinute),
        );
      }}
    >
      {(values) => {
        const activity = chosen(values);
        const minutes = minutesOf(values);
        return (
          <>
            <SelectField name="code" label={t('add.activity')} value={activity?.code ?? ''}>
              {activities.map((one) => (
                <option key={one.code} value={one.code}>
                  {one.name}
                </option>
              ))}
            </SelectField>
            <NumberField
              name="minutes"
              label={t('add.minutes')}
              step={1}
              {...boundAttributes(DIARY_LIMITS.minutes)}
            />
            <p className={styles.preview} aria-live="polite">
              {activity && minutes !== null
                ? t('bonusQis', { value: bonusQis(minutes, activity.kcalPerMinute) })
                : null}
            </p>
          </>
        );
      }}
    </AdderForm>
  );
}

// The server's formula: round((MET − 1) × kg × minutes / 60 / 12), the kcal per minute given by the server.
const bonusQis = (minutes: number, kcalPerMinute: number) => qisFromKcal(minutes * kcalPerMinute);
