import { useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber } from '@qis/shared';
import type { Locale } from '@qis/contract';
import { pickVoice, speak, speechSynthesisOf } from './speech';
import { ANNOUNCE_TONES, countTone, createAudioContext, playTone } from './tone';

export interface Announcer {
  /** A voice of the member's language exists on this device. */
  hasVoice: boolean;
  /** Announcements are spoken (voice on and available); otherwise a tone sounds and the view flashes. */
  speaks: boolean;
  /** Call from the start button's click: browsers let a page make sound only after a user gesture. */
  unlock(): void;
  announce(text: string): void;
  count(value: number): void;
}

/** Speech in the member's language when possible, else a tone. Voices may arrive only after `voiceschanged`. */
export function useAnnouncer(locale: Locale, voiceOn: boolean): Announcer {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => speechSynthesisOf()?.getVoices() ?? []);
  const audio = useRef<AudioContext | null>(null);

  useEffect(() => {
    const synthesis = speechSynthesisOf();
    if (!synthesis) return undefined;
    const update = () => setVoices(synthesis.getVoices());
    update();
    synthesis.addEventListener?.('voiceschanged', update);
    return () => {
      synthesis.removeEventListener?.('voiceschanged', update);
      synthesis.cancel();
    };
  }, []);

  useEffect(
    () => () => {
      void audio.current?.close().catch(() => undefined);
      audio.current = null;
    },
    [],
  );

  const voice = pickVoice(voices, locale);
  const speaks = voiceOn && voice !== null;

  const unlock = useCallback(() => {
    audio.current ??= createAudioContext();
    void audio.current?.resume().catch(() => undefined);
  }, []);

  const tone = useCallback((notes: readonly { frequency: number; delay: number }[], seconds: number) => {
    const context = audio.current;
    if (!context) return;
    for (const note of notes) {
      setTimeout(() => playTone(context, note.frequency, seconds), note.delay * 1000);
    }
  }, []);

  const announce = useCallback(
    (text: string) => {
      const synthesis = speechSynthesisOf();
      if (speaks && synthesis && voice) speak(synthesis, text, voice);
      else tone(ANNOUNCE_TONES, 0.16);
    },
    [speaks, voice, tone],
  );

  const count = useCallback(
    (value: number) => {
      const synthesis = speechSynthesisOf();
      if (speaks && synthesis && voice) speak(synthesis, formatNumber(value, locale), voice);
      else tone([{ frequency: countTone(value), delay: 0 }], 0.12);
    },
    [speaks, voice, tone, locale],
  );

  return { hasVoice: voice !== null, speaks, unlock, announce, count };
}
