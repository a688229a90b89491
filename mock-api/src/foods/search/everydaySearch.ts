import type { Locale } from '@qis/contract';
import { LEXICONS } from './lexicon';
import { foldCase, normalize, words } from './normalize';
import { stem } from './stem';
import { firstAtLeast } from '../../sortedArrays';
import { prefixWithinOneEdit } from './typo';

/** Most results a search answers. */
export const SEARCH_CAP = 50;
/** Query words this long (or longer) may hold one typo. */
export const TYPO_LENGTH = 5;
/** How many words of a query remember each word of the names' cost (most queries have one or two). */
const MEMO_WORDS = 3;

/** What a word of a name is to the search (see lexicon.ts). */
const enum Kind {
  Other,
  Stop,
  Plain,
  Cooked,
  Raw,
  Average,
  Marker,
}

/**
 * Costs of the ranking, lower first. A name pays for how loosely it matches the query and for every
 * word that makes it another food than the one searched.
 */
const COST = {
  /**
   * The query word is a first part of a longer word (Reis → Reismehl, rice → ricecake): a product of
   * it, after the word itself at an equal cost otherwise (Kaffee (Getränk) before Kaffeerahm).
   */
  longerWord: 3.5,
  /**
   * The query word is the last part of a compound (Brust → Hähnchenbrust): that kind of food, after
   * the food named by the word itself with one more word (Kaffee (Getränk) before Eiskaffee).
   */
  lastPart: 2,
  /** ... whose first part is not a plain word (Kokosbrood, Leberkäse): a special kind of it. */
  lastPartOther: 4,
  /** ... whose first part no name has alone (Blauschimmelkäse, Knollensellerie): less sure a kind of it. */
  lastPartGuessed: 5,
  /** The query word typed with accents the name's word does not have (pâtes is not pâté). */
  accents: 8,
  /** The same word in another form (plural, or without the accents typed): pâtes before pâte. */
  otherForm: 1,
  /** The food is filed in the tables' group the query names (Käse, cheese, fromage, kaas). */
  namedGroup: -2,
  /** One typo in the query word. */
  typo: 5,
  /** The name does not begin with what was searched ("Custard apple", "Soupe aux lentilles"). */
  notFirst: 3,
  /** A word marking a by-product, a product, a dish or an organ the query did not ask for. */
  marker: 8,
  /** Any other word that specialises the food; half inside parentheses (details of the sample). */
  otherWord: 2,
  /** A food the import did not file in a QIS-table category: the tables' dishes and mixed products. */
  uncategorised: 2,
  /** A staple eaten cooked, named raw or dry (and the cooked one's bonus). */
  stapleRaw: 3,
  stapleCooked: -3,
  /** Another food named raw: the plain form. */
  raw: -1,
  /** The table's own "average" entry. */
  average: -2,
  /**
   * The name begins with a French compound noun the query asked only the first word of ("Pomme de
   * terre" for pomme, "Noix de coco" for noix): another food than the one the word names alone.
   */
  compoundHead: 4,
} as const;

interface Token {
  /** Its number in its index (the slot of its cost in a search's memo). */
  id: number;
  word: string;
  stem: string;
  /** The word's stem as written, accents kept. */
  writtenStem: string;
  kind: Kind;
  inParentheses: boolean;
  /** For German and Dutch compounds: the stems of its two parts (Hähnchenbrust → hahnchen, brust). */
  parts: [string, string] | null;
  /** Whether the compound's first part is a plain word (Tarwebrood, Vollmilch). */
  plainModifier: boolean;
  /** Whether that first part is only guessed (no name has it on its own: Blauschimmel|käse). */
  guessedModifier: boolean;
  /** Whether the compound's last part marks another food (Reismehl, Schinkenwurst). */
  markerHead: boolean;
  /** What the word adds to the cost of the name when the query does not ask for it. */
  extra: number;
  /** A marker after a negation ("non sucré"): plain when not asked for, a poor match when asked for. */
  negated: boolean;
}

interface Entry<T> {
  item: T;
  key: string;
  tokens: Token[];
  /** The sum of the words' extra costs, and the name's own (uncategorised). */
  extras: number;
  /** How many of its words say raw, and cooked. */
  raw: number;
  cooked: number;
  /** The tables' group it is filed in: its index in `groups` (0: not filed). */
  group: number;
  /** Its place among all entries by name (shorter first, then alphabetical): the tie-break of equal costs. */
  order: number;
  /** The same number for every entry of the same name: a name is answered once. */
  nameId: number;
  /** Whether its first words are a compound noun joined by "de", "à"… (pomme de terre). */
  compoundHead: boolean;
  /** Whether a raw word makes it a special kind (raw milk is unpasteurised), not the plain form. */
  rawIsKind: boolean;
}

/** A query's words as one alternative searches them. */
interface Query {
  words: string[];
  stems: string[];
  /** Whether each word was found only within one typo. */
  typos: boolean[];
  /** The stem of each word as typed when it was typed with accents (null: without, or not typed). */
  written: (string | null)[];
  /** Whether it names a staple eaten cooked. */
  staple: boolean;
  /** The mark of its match in the scratch arrays. */
  pass: number;
  /** By group index: whether the query names that group (all its words are the group's). */
  namesGroup: boolean[];
}

export interface SearchName<T> {
  name: string;
  item: T;
  /** Whether the food's table files it in a QIS-table category (dishes and mixed products are not). */
  categorised: boolean;
  /** That category's name in the search's language ("Käse", "Fromages"). */
  group?: string;
  /**
   * Whether "raw" names a special kind of this food rather than its plain form: dairy, whose everyday
   * form is pasteurised (raw milk, raw cream).
   */
  rawIsKind?: boolean;
}

interface CompiledLexicon {
  kinds: Map<string, Kind>;
  staples: Set<string>;
  /** Words that undo the marker after them, as a name's words are written (normalised). */
  negations: Set<string>;
  /** Each synonym group as lists of stems, by the stems of each member joined with spaces. */
  synonyms: Map<string, string[][]>;
}

function compileLexicon(locale: Locale): CompiledLexicon {
  const lexicon = LEXICONS[locale];
  const stems = (text: string) => words(normalize(text)).map((word) => stem(word, locale));
  const kinds = new Map<string, Kind>();
  const mark = (list: string[], kind: Kind) => {
    for (const entry of list) for (const word of stems(entry)) kinds.set(word, kind);
  };
  // Later lists win: a word both plain and a marker is a marker.
  mark(lexicon.stop, Kind.Stop);
  mark(lexicon.negations, Kind.Stop);
  mark(lexicon.plain, Kind.Plain);
  mark(lexicon.average, Kind.Average);
  mark(lexicon.raw, Kind.Raw);
  mark(lexicon.cooked, Kind.Cooked);
  mark(lexicon.markers, Kind.Marker);
  const synonyms = new Map<string, string[][]>();
  for (const group of lexicon.synonyms) {
    const forms = group.map(stems);
    for (const form of forms) synonyms.set(form.join(' '), forms);
  }
  return {
    kinds,
    staples: new Set(lexicon.staples.flatMap(stems)),
    negations: new Set(lexicon.negations.flatMap((entry) => words(normalize(entry)))),
    synonyms,
  };
}

const PARENTHESES = /\([^)]*\)?/g;

/** A name as the search compares it: whole, and its words outside and inside parentheses. */
interface NameWords {
  key: string;
  outside: string[];
  inside: string[];
  /** Its words in order (outside, then inside parentheses) as written, accents kept. */
  written: string[];
}

/**
 * Names already split, by name: the catalogue builds eight indexes (two per language) over the same
 * names (English ones in all four), and normalising is the costly part of a build.
 */
export type NameWordsCache = Map<string, NameWords>;

function wordsOfName(name: string, cache: NameWordsCache): NameWords {
  let split = cache.get(name);
  if (split === undefined) {
    const key = normalize(name);
    const written = (text: string, folded: string[]) => {
      if (key === '' || /^[\x20-\x7e]*$/.test(text)) return folded;
      const kept = words(foldCase(text));
      // A letter NFC cannot compose would split a word: compare without accents then.
      return kept.length === folded.length ? kept : folded;
    };
    if (!name.includes('(')) {
      const outside = words(key);
      split = { key, outside, inside: [], written: written(name, outside) };
    } else {
      const outsideText = name.replace(PARENTHESES, ' ');
      const insideText = (name.match(PARENTHESES) ?? []).join(' ');
      const outside = words(normalize(outsideText));
      const inside = words(normalize(insideText));
      split = {
        key,
        outside,
        inside,
        written: [...written(outsideText, outside), ...written(insideText, inside)],
      };
    }
    cache.set(name, split);
  }
  return split;
}

/**
 * The food search of one language: finds the names holding every query word (as words, their plurals,
 * their synonyms, compound parts, or with one typo) and ranks the everyday food first: the name that
 * begins with what was searched and adds the fewest words making it another food (see COST and
 * lexicon.ts), staples cooked first, the tables' averages first; shorter names first among equals.
 * A name is answered once, however many foods bear it.
 */
export class EverydaySearch<T> {
  private readonly entries: Entry<T>[] = [];
  private readonly lexicon: CompiledLexicon;
  /** Every distinct word, sorted, so a prefix is a contiguous range. */
  private readonly vocabulary: string[];
  /** Word (or compound part's stem) → indexes of the entries holding it. */
  private readonly postings = new Map<string, number[]>();
  private readonly partPostings = new Map<string, number[]>();
  /** Stem → indexes of the entries holding a word of that stem (bonen under boon). */
  private readonly stemPostings = new Map<string, number[]>();
  private readonly compounds: boolean;
  /** The letters words begin with, for the typo search. */
  private readonly initials: string[];
  /** Every word of the names, and its stem, for splitting compounds. */
  private readonly known: Set<string>;
  /** The stems of the name of each of the tables' groups the names are filed in; first, none. */
  private readonly groups: string[][] = [[]];
  /**
   * Scratch space by entry index, reused by every search (a search runs to its end without
   * yielding): the last search that found the entry and its best cost there, the last alternative
   * that matched it and how many of its words. A search then allocates no set or map per word, and
   * the hundreds of candidates of a plain word ("Schwein", "cream") cost little more than their count.
   */
  private readonly foundIn: Uint32Array;
  private readonly bestCost: Float64Array;
  private readonly touchedIn: Uint32Array;
  private readonly matched: Uint16Array;
  /**
   * How well each query word matches each distinct word of the names, by token id and query word:
   * a word shared by hundreds of candidates ("roh", "Schweinefleisch") is compared once per search.
   */
  private readonly memoIn: Uint32Array;
  private readonly memoCost: Float64Array;
  private stamp = 0;

  constructor(
    private readonly locale: Locale,
    names: readonly SearchName<T>[],
    nameWords: NameWordsCache = new Map(),
  ) {
    this.lexicon = compileLexicon(locale);
    this.compounds = locale === 'de' || locale === 'nl';
    const split = names.map(({ name }) => wordsOfName(name, nameWords));
    const plainWords = new Set<string>();
    for (const { outside, inside } of split) {
      for (const word of outside) plainWords.add(word);
      for (const word of inside) plainWords.add(word);
    }
    // Each distinct word is stemmed, split and classified once (a table repeats its words thousands
    // of times), and its two tokens (outside and inside parentheses) are shared by every name.
    const stems = new Map<string, string>();
    for (const word of plainWords) stems.set(word, stem(word, locale));
    const known = new Set([...plainWords, ...stems.values()]);
    this.known = known;
    // By the word as written: pâte and pâté are two tokens of one word. A marker after a negation
    // ("non sucré") has a token of its own, plain.
    const tokensOf = [new Map<string, Token>(), new Map<string, Token>()];
    let tokenCount = 0;
    const negatedTokens = new Map<Token, Token>();
    const negated = (token: Token): Token => {
      let plain = negatedTokens.get(token);
      if (plain === undefined) {
        plain = { ...token, id: tokenCount++, kind: Kind.Plain, extra: 0, negated: true };
        negatedTokens.set(token, plain);
      }
      return plain;
    };
    const tokenOf = (word: string, writtenWord: string, inParentheses: boolean): Token => {
      const cache = tokensOf[inParentheses ? 1 : 0]!;
      let token = cache.get(writtenWord);
      if (token === undefined) {
        const wordStem = stems.get(word)!;
        const split = this.compounds ? this.splitParts(word, known) : null;
        const parts = split?.parts ?? null;
        const kind = this.kindOf(wordStem);
        token = {
          id: tokenCount++,
          extra: extraCost(kind, inParentheses),
          word,
          stem: wordStem,
          writtenStem: writtenWord === word ? wordStem : stem(writtenWord, locale),
          kind,
          inParentheses,
          parts,
          plainModifier: parts !== null && this.kindOf(parts[0]) === Kind.Plain,
          guessedModifier: split?.sure === false,
          markerHead: parts !== null && this.kindOf(parts[1]) === Kind.Marker,
          negated: false,
        };
        cache.set(writtenWord, token);
      }
      return token;
    };
    const groupIndexes = new Map<string, number>();
    for (let index = 0; index < names.length; index += 1) {
      const { item, categorised, group: groupName, rawIsKind = false } = names[index]!;
      const { key, outside, inside, written } = split[index]!;
      const tokens: Token[] = [];
      let extras = categorised ? 0 : COST.uncategorised;
      let raw = 0;
      let cooked = 0;
      for (let t = 0; t < outside.length + inside.length; t += 1) {
        const inParentheses = t >= outside.length;
        const word = inParentheses ? inside[t - outside.length]! : outside[t]!;
        const asWritten = tokenOf(word, written[t]!, inParentheses);
        // The word before, in the same part of the name (a parenthesis starts afresh).
        const previous =
          t === 0 || t === outside.length
            ? undefined
            : inParentheses
              ? inside[t - outside.length - 1]
              : outside[t - 1];
        const token =
          asWritten.kind === Kind.Marker && previous !== undefined && this.lexicon.negations.has(previous)
            ? negated(asWritten)
            : asWritten;
        tokens.push(token);
        extras += token.extra;
        if (token.kind === Kind.Raw) raw += 1;
        else if (token.kind === Kind.Cooked) cooked += 1;
        // A word (or stem) twice in a name is posted once.
        let newWord = true;
        let newStem = true;
        for (let o = 0; o < t; o += 1) {
          if (tokens[o]!.word === token.word) newWord = false;
          if (tokens[o]!.stem === token.stem) newStem = false;
        }
        if (newWord) push(this.postings, token.word, index);
        if (newStem) push(this.stemPostings, token.stem, index);
        if (token.parts) push(this.partPostings, token.parts[1], index);
      }
      let group = groupName === undefined ? 0 : groupIndexes.get(groupName);
      if (group === undefined) {
        group = this.groups.length;
        this.groups.push(words(normalize(groupName!)).map((word) => stem(word, locale)));
        groupIndexes.set(groupName!, group);
      }
      // Its head: the words before the first comma or parenthesis ("Pomme de terre, cuite").
      const head = locale === 'fr' ? words(normalize(names[index]!.name.split(/[,(]/, 1)[0]!)) : [];
      const compoundHead = head.length >= 3 && COMPOUND_JOINS.has(head[1]!);
      this.entries.push({
        item,
        key,
        tokens,
        extras,
        raw,
        cooked,
        group,
        order: 0,
        nameId: 0,
        compoundHead,
        rawIsKind,
      });
    }
    this.vocabulary = [...this.postings.keys()].sort();
    this.initials = [...new Set(this.vocabulary.map((word) => word[0]!))];
    // Equal costs: shorter names first, then alphabetical, then in the order given. Ranked once here
    // so a search compares two numbers instead of two names.
    const byName = this.entries.map((_, index) => index);
    byName.sort((a, b) => {
      const keyA = this.entries[a]!.key;
      const keyB = this.entries[b]!.key;
      return keyA.length - keyB.length || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0) || a - b;
    });
    let previousKey: string | null = null;
    let nameId = -1;
    for (const [order, index] of byName.entries()) {
      const entry = this.entries[index]!;
      if (entry.key !== previousKey) nameId += 1;
      previousKey = entry.key;
      entry.order = order;
      entry.nameId = nameId;
    }
    this.foundIn = new Uint32Array(this.entries.length);
    this.bestCost = new Float64Array(this.entries.length);
    this.touchedIn = new Uint32Array(this.entries.length);
    this.matched = new Uint16Array(this.entries.length);
    this.memoIn = new Uint32Array(tokenCount * MEMO_WORDS);
    this.memoCost = new Float64Array(tokenCount * MEMO_WORDS);
  }

  get size(): number {
    return this.entries.length;
  }

  search(text: string, cap = SEARCH_CAP): T[] {
    return this.ranked(text, cap).map(({ item }) => item);
  }

  /**
   * The search's answers with their costs: equal costs are equally good matches, which a caller may
   * order further (the diary puts the member's most chosen foods first among them).
   */
  ranked(text: string, cap = SEARCH_CAP): { item: T; cost: number }[] {
    const folded = words(normalize(text));
    const kept = words(foldCase(text));
    const queryWords: string[] = [];
    const written: (string | null)[] = [];
    for (const [i, word] of folded.entries()) {
      if (queryWords.includes(word)) continue;
      queryWords.push(word);
      const typed = kept.length === folded.length ? kept[i]! : word;
      written.push(typed === word ? null : stem(typed, this.locale));
    }
    if (queryWords.length === 0) return [];
    const found: number[] = [];
    const { foundIn, bestCost, entries } = this;
    const search = this.nextStamp();
    // Only the words as typed may be read as typos or by their accents: a synonym or a compound's
    // parts are spelled right.
    for (const [n, alternative] of this.alternatives(queryWords).entries()) {
      this.match(alternative, n === 0 ? written : null, (index, cost) => {
        if (foundIn[index] !== search) {
          foundIn[index] = search;
          bestCost[index] = cost;
          found.push(index);
        } else if (cost < bestCost[index]!) {
          bestCost[index] = cost;
        }
      });
    }
    found.sort((a, b) => bestCost[a]! - bestCost[b]! || entries[a]!.order - entries[b]!.order);
    const seen = new Set<number>();
    const results: { item: T; cost: number }[] = [];
    for (const index of found) {
      const entry = entries[index]!;
      if (seen.has(entry.nameId)) continue;
      seen.add(entry.nameId);
      results.push({ item: entry.item, cost: bestCost[index]! });
      if (results.length === cap) break;
    }
    return results;
  }

  /** The query's word lists to search: as typed, each synonym of it, and compounds split into parts. */
  private alternatives(queryWords: string[]): string[][] {
    const stems = queryWords.map((word) => stem(word, this.locale));
    const found: string[][] = [queryWords];
    const synonyms = this.lexicon.synonyms.get(stems.join(' '));
    // The query's own form in its group is searched as typed (its accents and number count).
    if (synonyms) found.push(...synonyms.filter((form) => form.join(' ') !== stems.join(' ')));
    if (this.compounds) {
      for (const list of [...found]) {
        // Split even where the compound is a word of some name: "olijfolie" is also "Olie olijf-".
        const split = list.flatMap((word) => this.split(word, this.known) ?? [word]);
        if (split.length !== list.length) found.push(split);
      }
    }
    return found;
  }

  /** A new mark for the scratch arrays (they start over after 2^32 - 1 marks). */
  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.foundIn.fill(0);
      this.touchedIn.fill(0);
      this.memoIn.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }

  /** Calls `onMatch` with each entry holding every word of `words`, and its cost. */
  private match(
    words: string[],
    written: (string | null)[] | null,
    onMatch: (index: number, cost: number) => void,
  ): void {
    const stems = words.map((word) => stem(word, this.locale));
    const typos = written !== null;
    const query: Query = {
      words,
      stems,
      typos: [],
      written: written ?? words.map(() => null),
      staple: stems.some((word) => this.lexicon.staples.has(word)),
      pass: 0,
      namesGroup: this.groups.map((group) => group.length > 0 && stems.every((word) => group.includes(word))),
    };
    const pass = this.nextStamp();
    query.pass = pass;
    const { touchedIn, matched } = this;
    let candidates: number[] = [];
    for (let i = 0; i < words.length; i += 1) {
      // The entries holding this word and every word before it, once each.
      const holding: number[] = [];
      const typo = this.candidates(words[i]!, stems[i]!, typos, (index) => {
        if (i === 0) {
          if (touchedIn[index] === pass) return;
          touchedIn[index] = pass;
          matched[index] = 1;
        } else {
          if (touchedIn[index] !== pass || matched[index] !== i) return;
          matched[index] = i + 1;
        }
        holding.push(index);
      });
      query.typos.push(typo);
      candidates = holding;
      if (candidates.length === 0) return;
    }
    for (const index of candidates) {
      const cost = this.cost(this.entries[index]!, query);
      if (cost !== null) onMatch(index, cost);
    }
  }

  /**
   * Entries with a word starting with the query word (or its stem when that is shorter), of its stem,
   * or ending in it as a compound; only when none has, those with a word within one typo of it
   * (answers whether it searched those). `found` may hear an entry more than once.
   */
  private candidates(
    word: string,
    wordStem: string,
    typos: boolean,
    found: (index: number) => void,
  ): boolean {
    let any = false;
    const add = (list: number[] | undefined) => {
      if (list === undefined) return;
      any = true;
      for (const index of list) found(index);
    };
    const prefix = word.startsWith(wordStem) ? wordStem : word;
    for (let i = firstAtLeast(this.vocabulary, prefix); i < this.vocabulary.length; i += 1) {
      const known = this.vocabulary[i]!;
      if (!known.startsWith(prefix)) break;
      add(this.postings.get(known));
    }
    add(this.partPostings.get(wordStem));
    add(this.stemPostings.get(wordStem));
    if (any || !typos || word.length < TYPO_LENGTH) return false;
    for (const prefix of typoPrefixes(word, this.initials)) {
      for (let i = firstAtLeast(this.vocabulary, prefix); i < this.vocabulary.length; i += 1) {
        const known = this.vocabulary[i]!;
        if (!known.startsWith(prefix)) break;
        if (known.length >= word.length - 1 && prefixWithinOneEdit(word, known))
          add(this.postings.get(known));
      }
    }
    return true;
  }

  /** The entry's cost for the query, or null when some query word matches none of its words. */
  private cost(entry: Entry<T>, query: Query): number | null {
    const { tokens } = entry;
    let cost = entry.extras;
    let raw = entry.raw;
    let cooked = entry.cooked;
    let firstMatched = false;
    let compoundAsked = false;
    for (let q = 0; q < query.words.length; q += 1) {
      let bestCost = Infinity;
      let bestToken = -1;
      for (let t = 0; t < tokens.length; t += 1) {
        const c = this.tokenCost(query, q, tokens[t]!);
        if (c < bestCost) {
          bestCost = c;
          bestToken = t;
        }
      }
      if (bestToken < 0) return null;
      // The words the query asked for cost nothing beyond how well they match.
      const token = tokens[bestToken]!;
      // "sucre" asks for sugar: unsweetened tea holds the word, and is the last thing asked for.
      cost += bestCost - token.extra + (token.negated ? COST.marker : 0);
      if (token.kind === Kind.Raw) raw -= 1;
      if (token.kind === Kind.Cooked) cooked -= 1;
      if (bestToken === 0) firstMatched = true;
      if (bestToken === 2) compoundAsked = true;
    }
    if (entry.compoundHead && firstMatched && !compoundAsked) cost += COST.compoundHead;
    if (!firstMatched) cost += COST.notFirst;
    if (query.namesGroup[entry.group]) cost += COST.namedGroup;
    if (query.staple && cooked > 0) cost += COST.stapleCooked;
    else if (query.staple && raw > 0) cost += COST.stapleRaw;
    else if (raw > 0 && entry.rawIsKind) cost += raw * COST.otherWord;
    else if (raw > 0) cost += COST.raw;
    return cost;
  }

  /** matchCost, remembered for the query's first words during one match. */
  private tokenCost(query: Query, q: number, token: Token): number {
    if (q >= MEMO_WORDS) return matchCost(query, q, token);
    const slot = token.id * MEMO_WORDS + q;
    if (this.memoIn[slot] === query.pass) return this.memoCost[slot]!;
    const cost = matchCost(query, q, token);
    this.memoIn[slot] = query.pass;
    this.memoCost[slot] = cost;
    return cost;
  }

  private kindOf(wordStem: string): Kind {
    if (/^\d/.test(wordStem)) return Kind.Plain;
    return this.lexicon.kinds.get(wordStem) ?? Kind.Other;
  }

  /**
   * A compound as two known words (with German "s"/"n"/"en"/"e" or Dutch "s"/"en"/"e" joints):
   * "hahnchenbrust" → hahnchen + brust, "kipfilet" → kip + filet. Null when it is not one.
   */
  private split(word: string, known: Set<string>): [string, string] | null {
    return this.splitParts(word, known)?.parts ?? null;
  }

  /** The split, and whether its first part is a word of the names (sure) or only guessed. */
  private splitParts(word: string, known: Set<string>): { parts: [string, string]; sure: boolean } | null {
    if (word.length < 6) return null;
    for (let at = word.length - 3; at >= 3; at -= 1) {
      const last = word.slice(at);
      if (!known.has(last)) continue;
      const left = word.slice(0, at);
      for (const joint of JOINTS) {
        if (joint !== '' && !left.endsWith(joint)) continue;
        const modifier = left.slice(0, left.length - joint.length);
        if (modifier.length >= 2 && known.has(modifier)) {
          return { parts: [stem(modifier, this.locale), stem(last, this.locale)], sure: true };
        }
      }
    }
    // A first part no name has on its own (Knollen|sellerie, Bleich|sellerie): the longest known last
    // part of 4+ letters after 4+ letters.
    for (let at = 4; at <= word.length - 4; at += 1) {
      const last = word.slice(at);
      if (known.has(last)) {
        return { parts: [stem(word.slice(0, at), this.locale), stem(last, this.locale)], sure: false };
      }
    }
    return null;
  }
}

/** What a word of a name costs when the query does not ask for it. */
function extraCost(kind: Kind, inParentheses: boolean): number {
  switch (kind) {
    case Kind.Marker:
      return inParentheses ? COST.otherWord / 2 : COST.marker;
    case Kind.Other:
      return inParentheses ? COST.otherWord / 2 : COST.otherWord;
    case Kind.Average:
      return COST.average;
    default:
      return 0;
  }
}

/** What joins a French compound noun's words: pomme de terre, pâte à tartiner, noix d'coco. */
const COMPOUND_JOINS = new Set(['de', 'd', 'a', 'au', 'aux', 'du']);

/** What joins the parts of a German or Dutch compound: Hähnchen|brust, Schwein|e|fleisch, Kalb|s|fleisch. */
const JOINTS = ['', 's', 'n', 'en', 'e', 'es'];

/** How well a query word matches a word of a name (Infinity: not at all). */
function matchCost(query: Query, q: number, token: Token): number {
  const word = query.words[q]!;
  const wordStem = query.stems[q]!;
  const typo = query.typos[q]!;
  if (token.stem === wordStem || token.word === word) {
    const written = query.written[q];
    // Accents typed that the name does not write at all are only another spelling of it.
    if (written != null && written !== token.writtenStem)
      return token.writtenStem === token.stem ? COST.otherForm : COST.accents;
    return token.word === word ? 0 : COST.otherForm;
  }
  if (token.parts?.[1] === wordStem) {
    if (token.plainModifier) return COST.lastPart;
    return token.guessedModifier ? COST.lastPartGuessed : COST.lastPartOther;
  }
  if (token.word.startsWith(wordStem) || token.word.startsWith(word)) {
    return token.markerHead ? COST.longerWord + COST.marker : COST.longerWord;
  }
  if (typo && prefixWithinOneEdit(word, token.word)) return COST.typo;
  return Infinity;
}

function push(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

/**
 * The beginnings a word within one edit of `word` can have (the vocabulary is sorted, so each is one
 * range): its first letter (an edit further on), or at the start another letter before its second
 * (substituted), another letter before its first (one missing), its second and third (one too many),
 * its first two swapped.
 */
function typoPrefixes(word: string, initials: readonly string[]): Set<string> {
  const [first, second, third] = [word[0]!, word[1]!, word[2]!];
  const prefixes = new Set([first, second + third, second + first]);
  for (const letter of initials) {
    if (letter !== first) prefixes.add(letter + second);
    prefixes.add(letter + first);
  }
  // A shorter prefix already covers the longer ones beginning with it.
  return new Set([...prefixes].filter((prefix) => prefix.length === 1 || !prefixes.has(prefix[0]!)));
}
