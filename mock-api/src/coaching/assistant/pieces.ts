/** Words per streamed piece: small enough to start the typewriter at once, few enough events. */
export const WORDS_PER_PIECE = 4;

/** The answer cut into pieces of a few words; joined, they give the text back exactly (line breaks kept). */
export function splitIntoPieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const tokens = text.match(/\S+\s*/gu) ?? [];
  const leading = /^\s+/u.exec(text)?.[0] ?? '';
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece)
    pieces.push(tokens.slice(i, i + wordsPerPiece).join(''));
  if (leading && pieces.length > 0) pieces[0] = leading + pieces[0];
  return pieces.length > 0 ? pieces : text === '' ? [] : [text];
}
