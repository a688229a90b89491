// nlp.js ships no types: the stemmers the safety classifier uses, as their sources define them.

declare module '@nlpjs/lang-en' {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-fr' {
  export class StemmerFr {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-de' {
  export class StemmerDe {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-nl' {
  export class StemmerNl {
    stemWord(word: string): string;
  }
}
