import { useEffect, useState, type RefObject } from 'react';

export interface VideoClock {
  /** The video's current time in seconds. */
  time: number;
  playing: boolean;
  /** The video has been started at least once. */
  started: boolean;
  ended: boolean;
}

const EVENTS = [
  'timeupdate',
  'seeking',
  'seeked',
  'play',
  'playing',
  'pause',
  'ended',
  'loadedmetadata',
] as const;

/**
 * The video element's time and state, read back from its own events: whatever moves the video
 * (its native controls, the keyboard, skip, the browser itself) moves the guided view with it.
 */
export function useVideoClock(ref: RefObject<HTMLVideoElement | null>): VideoClock {
  const [clock, setClock] = useState<VideoClock>({ time: 0, playing: false, started: false, ended: false });
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    const update = (event: Event) =>
      setClock((previous) => ({
        time: video.currentTime,
        playing: !video.paused && !video.ended,
        started: previous.started || event.type === 'play' || event.type === 'playing',
        ended: video.ended,
      }));
    for (const type of EVENTS) video.addEventListener(type, update);
    return () => {
      for (const type of EVENTS) video.removeEventListener(type, update);
    };
  }, [ref]);
  return clock;
}
