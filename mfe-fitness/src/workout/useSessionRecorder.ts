import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FitnessSessionRequest, FitnessSessionResponse } from '@qis/contract/api';
import { useFitnessRecordSessionMutation } from '../common/progress/api';

/** A workout counts when at least half of it was played (skips and seeks forward do not count as played). */
export const MIN_SHARE_PLAYED = 0.5;
/** A time step larger than this between two time updates is a seek, not playback. */
const MAX_PLAYBACK_STEP_S = 1.5;

export type RecordState =
  | { status: 'idle' }
  | { status: 'tooShort' }
  | { status: 'recording' }
  | { status: 'recorded'; answer: FitnessSessionResponse }
  | { status: 'failed' };

/**
 * Records the workout when the video reaches its end: from the first play (startedAt) to the end
 * (completedAt). The request is kept, so "try again" sends the very same session, which the API
 * counts once however many times it arrives.
 */
export function useSessionRecorder(
  ref: RefObject<HTMLVideoElement | null>,
  workoutId: number,
  durationSeconds: number,
) {
  const [record] = useFitnessRecordSessionMutation();
  const [state, setState] = useState<RecordState>({ status: 'idle' });
  const startedAt = useRef<string | null>(null);
  const played = useRef(0);
  const lastTime = useRef(0);
  const pending = useRef<FitnessSessionRequest | null>(null);

  const send = useCallback(
    async (body: FitnessSessionRequest) => {
      setState({ status: 'recording' });
      try {
        setState({ status: 'recorded', answer: await record(body).unwrap() });
      } catch {
        setState({ status: 'failed' });
      }
    },
    [record],
  );

  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    const onPlay = () => {
      // A first start, or a new run after the end: a new session.
      if (startedAt.current === null || pending.current !== null || video.currentTime < 1) {
        startedAt.current = new Date().toISOString();
        played.current = 0;
        pending.current = null;
        setState({ status: 'idle' });
      }
      lastTime.current = video.currentTime;
    };
    const onTime = () => {
      const step = video.currentTime - lastTime.current;
      if (!video.paused && !video.seeking && step > 0 && step <= MAX_PLAYBACK_STEP_S) played.current += step;
      lastTime.current = video.currentTime;
    };
    const onSeek = () => {
      lastTime.current = video.currentTime;
    };
    const onEnded = () => {
      const started = startedAt.current;
      if (started === null || pending.current !== null) return;
      if (played.current < durationSeconds * MIN_SHARE_PLAYED) {
        setState({ status: 'tooShort' });
        return;
      }
      pending.current = { workoutId, startedAt: started, completedAt: new Date().toISOString() };
      void send(pending.current);
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeek);
    video.addEventListener('seeked', onSeek);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeek);
      video.removeEventListener('seeked', onSeek);
      video.removeEventListener('ended', onEnded);
    };
  }, [ref, workoutId, durationSeconds, send]);

  const retry = useCallback(() => {
    if (pending.current) void send(pending.current);
  }, [send]);

  return { state, retry };
}
