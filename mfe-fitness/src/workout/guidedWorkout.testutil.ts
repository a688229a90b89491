// Stand-ins for what jsdom lacks, for the guided view's tests: speech synthesis, Web Audio, the Wake Lock
// API and media playback (the video's time moves only when the test says so).
import { jest } from '@jest/globals';
import { act } from '@testing-library/react';

interface FakeVoice {
  lang: string;
  name: string;
  default: boolean;
  localService: boolean;
}
export const voice = (lang: string): FakeVoice => ({
  lang,
  name: `Voice ${lang}`,
  default: false,
  localService: true,
});

/** What the stand-ins were asked and what they offer; a test sets `voices` before the view opens. */
export const browser = {
  voices: [] as FakeVoice[],
  spoken: [] as { text: string; lang: string }[],
  voicesChanged: [] as (() => void)[],
  /** The frequency of every tone started. */
  tones: [] as number[],
  sentinel: { released: false, release: jest.fn(async () => undefined) },
  requestWakeLock: jest.fn(async (_type: WakeLockType) => browser.sentinel),
};

class FakeUtterance {
  voice: FakeVoice | null = null;
  lang = '';
  constructor(readonly text: string) {}
}

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  close = async () => undefined;
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => this.destination,
    };
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => browser.tones.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
}

/** Speech synthesis, Web Audio and the Wake Lock API as jsdom lacks them, recording into `browser`. */
export function installBrowserStubs() {
  browser.spoken = [];
  browser.tones = [];
  browser.voicesChanged = [];
  browser.sentinel.released = false;
  browser.sentinel.release.mockClear();
  browser.sentinel.release.mockImplementation(async () => {
    browser.sentinel.released = true;
  });
  browser.requestWakeLock.mockClear();
  const synthesis = {
    getVoices: () => browser.voices,
    speak: (utterance: FakeUtterance) => browser.spoken.push({ text: utterance.text, lang: utterance.lang }),
    cancel: () => undefined,
    addEventListener: (_type: string, listener: () => void) => browser.voicesChanged.push(listener),
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });
  Object.defineProperty(navigator, 'wakeLock', {
    value: { request: browser.requestWakeLock },
    configurable: true,
  });
}

export function removeBrowserStubs() {
  for (const name of ['speechSynthesis', 'SpeechSynthesisUtterance', 'AudioContext'])
    Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'wakeLock');
}

/** The video element, played by the test: its time moves only when the test says so. */
export function driveVideo(video: HTMLVideoElement, duration: number) {
  let time = 0;
  let paused = true;
  let ended = false;
  let seeking = false;
  const fire = (type: string) => video.dispatchEvent(new Event(type));
  Object.defineProperties(video, {
    currentTime: {
      configurable: true,
      get: () => time,
      set: (value: number) => {
        seeking = true;
        time = value;
        fire('seeking');
        seeking = false;
        fire('seeked');
        fire('timeupdate');
      },
    },
    paused: { configurable: true, get: () => paused },
    ended: { configurable: true, get: () => ended },
    seeking: { configurable: true, get: () => seeking },
    duration: { configurable: true, get: () => duration },
  });
  video.play = jest.fn(async () => {
    if (ended) time = 0;
    ended = false;
    paused = false;
    fire('play');
    fire('playing');
  });
  video.pause = jest.fn(() => {
    paused = true;
    fire('pause');
  });
  return {
    /** Plays on to `target` in steps of a quarter second, as the browser's time updates do. */
    playTo: (target: number) =>
      act(() => {
        while (time < target - 1e-9) {
          time = Math.min(target, time + 0.25);
          fire('timeupdate');
        }
      }),
    seek: (target: number) =>
      act(() => {
        video.currentTime = target;
      }),
    end: () =>
      act(() => {
        time = duration;
        paused = true;
        ended = true;
        fire('timeupdate');
        fire('pause');
        fire('ended');
      }),
    time: () => time,
  };
}
