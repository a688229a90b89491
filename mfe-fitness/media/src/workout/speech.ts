import type { Locale } from '@qis/contract';

/** espeak-ng's output: 16-bit mono. */
export const SPEECH_SAMPLE_RATE = 22050;

interface EspeakWorker {
  set_voice(name: string): unknown;
  set_rate(wordsPerMinute: number): unknown;
  synthesize(text: string, callback: (samples: Int16Array | null) => boolean): void;
  samplerate: number;
}
interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
}

/**
 * Speaks each text with espeak-ng compiled to WebAssembly (no system package, works offline) and
 * returns the samples. The package is an ES module: loaded with a real import() from this CommonJS.
 */
export async function speak(texts: readonly string[], locale: Locale): Promise<Int16Array[]> {
  const { default: createModule } = await import('@echogarden/espeak-ng-emscripten');
  const espeak = (await createModule()) as EspeakModule;
  const worker = new espeak.eSpeakNGWorker();
  if (worker.samplerate !== SPEECH_SAMPLE_RATE) {
    throw new Error(`espeak-ng speaks at ${worker.samplerate} Hz, expected ${SPEECH_SAMPLE_RATE}`);
  }
  worker.set_voice(locale);
  // A little slower than its default (175): announcements heard over movement.
  worker.set_rate(150);
  return texts.map((text) => {
    const chunks: Int16Array[] = [];
    worker.synthesize(text, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return false;
    });
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const speech = new Int16Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      speech.set(chunk, offset);
      offset += chunk.length;
    }
    return speech;
  });
}
