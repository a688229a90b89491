import { useCallback, useState } from 'react';

/** Remembered across visits on this device: a member who prefers the tone should not have to say so each time. */
export const VOICE_STORAGE_KEY = 'qis-fitness-voice';

function readPreference(): boolean {
  try {
    return localStorage.getItem(VOICE_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function useVoicePreference(): [boolean, (on: boolean) => void] {
  const [voiceOn, setVoiceOn] = useState(readPreference);
  const update = useCallback((on: boolean) => {
    setVoiceOn(on);
    try {
      localStorage.setItem(VOICE_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice holds for this visit.
    }
  }, []);
  return [voiceOn, update];
}
