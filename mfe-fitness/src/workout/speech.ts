import type { Locale } from '@qis/contract';

/** The page's speech synthesis, when the browser has one. */
export const speechSynthesisOf = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * A voice that speaks the member's language ("fr" matches fr-FR, fr-BE, …): the browser's default for
 * that language first, then one of the device's own (works offline), then any. Null when none does.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  locale: Locale,
): SpeechSynthesisVoice | null {
  const speaking = voices.filter((voice) => {
    const lang = voice.lang.toLowerCase().replace('_', '-');
    return lang === locale || lang.startsWith(`${locale}-`);
  });
  return (
    speaking.find((voice) => voice.default) ??
    speaking.find((voice) => voice.localService) ??
    speaking[0] ??
    null
  );
}

/** Says the text with the voice, cutting short whatever was still being said (an announcement is due now). */
export function speak(synthesis: SpeechSynthesis, text: string, voice: SpeechSynthesisVoice): void {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  synthesis.cancel();
  synthesis.speak(utterance);
}
