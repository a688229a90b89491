import { useTranslation } from 'react-i18next';
import { PROGRESS_NS } from '../common/progress/i18n';
import { WORKOUT_NS } from './i18n';
import type { RecordState } from './useSessionRecorder';
import styles from './GuidedWorkout.module.css';
import { Button } from '@qis/shared/ui';

/** What became of the finished workout: recorded (with this week's count), too short to count, or failed with a retry. */
export function RecordStatus({ state, onRetry }: { state: RecordState; onRetry: () => void }) {
  const { t } = useTranslation([WORKOUT_NS, PROGRESS_NS]);
  return (
    <div className={styles.record} role="status" data-testid="guided-record">
      {state.status === 'recording' ? <p>{t('recording')}</p> : null}
      {state.status === 'tooShort' ? <p>{t('tooShort')}</p> : null}
      {state.status === 'recorded' ? (
        <>
          <p className={styles.recorded}>{t('recorded', { qis: state.answer.session.qis })}</p>
          <p>
            {t('thisWeek', {
              ns: PROGRESS_NS,
              done: state.answer.week.count,
              target: state.answer.week.target,
            })}
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <p>{t('failed')}</p>
          <Button onClick={onRetry}>{t('retry', { ns: 'common' })}</Button>
        </>
      ) : null}
    </div>
  );
}
