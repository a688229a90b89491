// @echogarden/espeak-ng-emscripten ships JavaScript only: its module factory, typed where used (workout/speech.ts).
declare module '@echogarden/espeak-ng-emscripten' {
  const createModule: () => Promise<unknown>;
  export default createModule;
}
