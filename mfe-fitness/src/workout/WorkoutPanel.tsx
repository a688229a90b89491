import { useTranslation } from 'react-i18next';
import type { ExerciseKey } from '@qis/contract';
import { EXERCISES_NS } from '../common/i18n';
import { formatClock, type WorkoutPosition } from './schedule';
import { WORKOUT_NS } from './i18n';
import styles from './GuidedWorkout.module.css';

export interface WorkoutPanelProps {
  position: WorkoutPosition;
  /** "Next: squat" while the next exercise is announced, else empty. */
  announcement: string;
  /** How the announcement reaches the member: spoken, or (no voice) a flash of the panel. */
  signal: 'none' | 'spoken' | 'flash';
  showCountdown: boolean;
}

/** The figures a member glances at from across the room: the exercise, the times left, % done, what comes next, 3-2-1. */
export function WorkoutPanel({ position, announcement, signal, showCountdown }: WorkoutPanelProps) {
  const { t } = useTranslation([WORKOUT_NS, EXERCISES_NS]);
  const name = (exercise: ExerciseKey) => t(`names.${exercise}`, { ns: EXERCISES_NS });
  const panelClasses = [
    styles.panel,
    signal === 'none' ? '' : styles.announcing,
    signal === 'flash' ? styles.flash : '',
  ].join(' ');

  return (
    <section
      className={panelClasses}
      aria-label={t('panel')}
      data-testid="guided-panel"
      data-announcement={signal}
    >
      <p className={styles.label}>{t('now')}</p>
      <p className={styles.current} data-testid="guided-current">
        {name(position.current)}
      </p>
      <dl className={styles.times}>
        <div>
          <dt>{t('exerciseLeft')}</dt>
          <dd data-testid="guided-exercise-left">{formatClock(position.exerciseLeft)}</dd>
        </div>
        <div>
          <dt>{t('workoutLeft')}</dt>
          <dd data-testid="guided-workout-left">{formatClock(position.workoutLeft)}</dd>
        </div>
        <div>
          <dt>{t('done')}</dt>
          <dd data-testid="guided-percent">{t('percent', { value: position.percentDone })}</dd>
        </div>
      </dl>
      <progress className={styles.bar} max={100} value={position.percentDone} aria-label={t('done')} />
      <p className={styles.next}>
        {position.next
          ? t('upNext', { name: name(position.next) })
          : t('media.lastExercise', { ns: EXERCISES_NS })}
      </p>
      <p className={styles.announcement} aria-live="polite" data-testid="guided-announcement">
        {announcement}
      </p>
      {position.countdown !== null && showCountdown ? (
        <p
          key={position.countdown}
          className={styles.countdown}
          aria-hidden="true"
          data-testid="guided-countdown"
        >
          {position.countdown}
        </p>
      ) : null}
    </section>
  );
}
