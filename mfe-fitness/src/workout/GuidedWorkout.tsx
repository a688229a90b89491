import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FitnessVideo } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { PageSection, Button } from '@qis/shared/ui';
import { EXERCISES_NS } from '../common/i18n';
import { VideoPlayer } from '../common/videos/VideoPlayer';
import { RecordStatus } from './RecordStatus';
import { WorkoutPanel } from './WorkoutPanel';
import { backTarget, positionAt, skipTarget } from './schedule';
import { useAnnouncer } from './useAnnouncer';
import { useSessionRecorder } from './useSessionRecorder';
import { useVideoClock } from './useVideoClock';
import { useVoicePreference } from './useVoicePreference';
import { useWakeLock } from './useWakeLock';
import { useWorkoutKeys } from './useWorkoutKeys';
import { WORKOUT_NS } from './i18n';
import styles from './GuidedWorkout.module.css';

export interface GuidedWorkoutProps {
  video: FitnessVideo;
  title: string;
  locale: Locale;
}

/**
 * A workout followed exercise by exercise: what to do now, how long is left, what comes next, an
 * announcement 10 s before each change (spoken, or a tone and a flash) and a 3-2-1 count. Everything
 * is derived from the video's time, so its own controls, seeking and skipping keep the view in step.
 */
export function GuidedWorkout({ video, title, locale }: GuidedWorkoutProps) {
  const { t } = useTranslation([WORKOUT_NS, EXERCISES_NS]);
  const videoRef = useRef<HTMLVideoElement>(null);
  const clock = useVideoClock(videoRef);
  const [voiceOn, setVoiceOn] = useVoicePreference();
  const announcer = useAnnouncer(locale, voiceOn);
  const { state: recordState, retry } = useSessionRecorder(videoRef, video.id, video.durationSeconds);
  useWakeLock(clock.playing);

  const position = positionAt(clock.time, video.cues, video.durationSeconds);
  const name = (exercise: string) => t(`names.${exercise}`, { ns: EXERCISES_NS });
  const announcedCue = position.announcing === null ? null : video.cues[position.announcing];
  const announcement = announcedCue
    ? t('media.announcement', { ns: EXERCISES_NS, name: name(announcedCue.exercise) })
    : '';

  // Once per change: seeking back before an announcement lets it sound again when the video gets there.
  const announced = useRef<number | null>(null);
  const { announce, count } = announcer;
  useEffect(() => {
    if (position.announcing === null) announced.current = null;
    else if (clock.playing && announced.current !== position.announcing) {
      announced.current = position.announcing;
      announce(announcement);
    }
  }, [position.announcing, clock.playing, announce, announcement]);

  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (position.countdown === null) counted.current = null;
    else if (clock.playing && counted.current !== position.countdown) {
      counted.current = position.countdown;
      count(position.countdown);
    }
  }, [position.countdown, clock.playing, count]);

  // Started with the player's own button rather than ours: that click is the gesture sound needs too.
  const { unlock } = announcer;
  useEffect(() => {
    const element = videoRef.current;
    element?.addEventListener('play', unlock);
    return () => element?.removeEventListener('play', unlock);
  }, [unlock]);

  const toggle = useCallback(() => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused || element.ended) {
      // A click or key press: the moment browsers allow sound to start.
      announcer.unlock();
      void element.play()?.catch(() => undefined);
    } else {
      element.pause();
    }
  }, [announcer]);
  const seekTo = (time: number) => {
    if (videoRef.current) videoRef.current.currentTime = time;
  };
  const skip = () => seekTo(skipTarget(clock.time, video.cues, video.durationSeconds));
  const back = () => seekTo(backTarget(clock.time, video.cues));
  useWorkoutKeys({ toggle, skip, back, toggleVoice: () => setVoiceOn(!voiceOn) });

  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => startButton.current?.focus(), []);

  return (
    <>
      <div className={styles.layout}>
        <div className={styles.player}>
          <VideoPlayer ref={videoRef} video={video} label={title} locale={locale} className={styles.video} />
        </div>
        <WorkoutPanel
          position={position}
          announcement={announcement}
          signal={position.announcing === null ? 'none' : announcer.speaks ? 'spoken' : 'flash'}
          showCountdown={clock.started}
        />
      </div>
      <PageSection title={t('controls')}>
        <div className={styles.controls}>
          <Button ref={startButton} variant="primary" onClick={toggle}>
            {clock.playing ? t('pause') : clock.started ? t('resume') : t('start')}
          </Button>
          <Button onClick={back}>{t('back')}</Button>
          <Button onClick={skip}>{t('skip')}</Button>
          <label className={styles.voice}>
            <input type="checkbox" checked={voiceOn} onChange={(event) => setVoiceOn(event.target.checked)} />
            {t('voice')}
          </label>
        </div>
        <p className={styles.hint}>
          {!announcer.hasVoice ? t('noVoice') : voiceOn ? t('voiceOnHint') : t('voiceOffHint')}
        </p>
        <p className={styles.hint}>{t('keys')}</p>
      </PageSection>
      <RecordStatus state={recordState} onRetry={retry} />
    </>
  );
}
