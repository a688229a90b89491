import type { WrittenTables } from '../db/writeWatch';

/** One answer as it was sent: the serialised JSON, its ETag and content type. */
export interface CachedAnswer {
  body: string;
  etag: string;
  contentType: string;
  /** The member's data version it was computed at (see dataVersions.ts); '' where none is read. */
  version: string;
}

export interface MemberReadCacheLimits {
  /** Members whose answers are kept; the least recently served is forgotten first. */
  members: number;
  /** Answers kept per member (URLs: days of the diary, meal-plan inputs…); the oldest goes first. */
  answersPerMember: number;
  /**
   * The kept bodies' characters in all: a QIS-table category or a meal plan is tens of kilobytes, so the
   * counts alone would let a busy day hold gigabytes. Past it, the members idle the longest go first.
   */
  characters: number;
}

export const DEFAULT_READ_CACHE_LIMITS: MemberReadCacheLimits = {
  members: 2_000,
  answersPerMember: 32,
  characters: 64 * 1024 * 1024,
};

/**
 * Tables whose writes change no cached answer: who is online (the status poll, not cached here), the
 * refresh tokens, the sign-ins, the rate limiter's counts and the reset links. Their writes come with
 * every sign-in and every 30 s of each member online: counting them would empty the cache for nothing.
 */
const UNCACHED_TABLES = new Set([
  'member_activity',
  'refresh_tokens',
  'sign_ins',
  'rate_limit_hits',
  'password_reset_tokens',
]);

/**
 * The answers of the member's GET routes marked `revalidate` and `readCache`, kept in memory per
 * member and per URL and UTC day, so that reading data that has not changed runs no route. Two ways
 * to know that it has not:
 * - On embedded PGlite, this process sees every write (see db/writeWatch.ts): a write empties the
 *   writing member's answers, or all of them when no member made it, and an answer computed while a
 *   write happened is not kept (`generation`). The cache needs no list of which write changes which
 *   answer, and cannot miss one; a hit costs no query.
 * - On PostgreSQL, other API instances write too: each answer is kept with the member's data version
 *   read before it was computed (see dataVersions.ts), and served only while the version is the same.
 *   A hit costs a share of one batched query.
 */
export class MemberReadCache {
  private byMember = new Map<string, Map<string, CachedAnswer>>();
  /** The kept bodies' length in all, bounded by `limits.characters`. */
  private characters = 0;
  private generationCount = 0;

  private inputSeen: unknown = undefined;

  /**
   * `input`: what the answers read besides the database, compared by identity (the in-memory food
   * catalogue, swapped by a reload after an import): when it changes, nothing kept still holds.
   */
  constructor(
    private readonly limits: MemberReadCacheLimits = DEFAULT_READ_CACHE_LIMITS,
    private readonly input: () => unknown = () => undefined,
  ) {}

  /** Changes at every write that empties the cache: an answer computed across a change is not kept. */
  get generation(): number {
    this.checkInput();
    return this.generationCount;
  }

  /** The kept answer, if it was computed at `version` of the member's data. */
  get(memberId: string, key: string, version = ''): CachedAnswer | undefined {
    this.checkInput();
    const answers = this.byMember.get(memberId);
    if (!answers) return undefined;
    // Most recently served last: the member forgotten first is the one idle the longest.
    this.byMember.delete(memberId);
    this.byMember.set(memberId, answers);
    const answer = answers.get(key);
    return answer?.version === version ? answer : undefined;
  }

  /** Keeps the answer unless a write happened since `generation` was read (it may predate the write). */
  set(memberId: string, key: string, answer: CachedAnswer, generation: number): void {
    this.checkInput();
    if (generation !== this.generationCount) return;
    if (answer.body.length > this.limits.characters) return;
    let answers = this.byMember.get(memberId);
    if (!answers) {
      answers = new Map();
      this.byMember.set(memberId, answers);
    }
    this.forget(answers, key);
    answers.set(key, answer);
    this.characters += answer.body.length;
    if (answers.size > this.limits.answersPerMember) this.forget(answers, answers.keys().next().value!);
    while (this.byMember.size > this.limits.members || this.characters > this.limits.characters) {
      this.forgetMember(this.byMember.keys().next().value!);
    }
  }

  private forget(answers: Map<string, CachedAnswer>, key: string): void {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    this.characters -= answer.body.length;
  }

  private forgetMember(memberId: string): void {
    const answers = this.byMember.get(memberId);
    if (!answers) return;
    for (const answer of answers.values()) this.characters -= answer.body.length;
    this.byMember.delete(memberId);
  }

  /**
   * The listener of db/writeWatch.ts. `writer`: the member whose request made the write. What a member
   * does changes only their own answers (no kept route reads another member's rows), so only theirs
   * are forgotten; a write made outside a member's request (an import, `member:create`, a migration)
   * forgets everyone's. Any write still changes the generation: an answer computed across it is not kept.
   */
  onWrite(tables: WrittenTables, writer: string | null = null): void {
    if (tables !== '*' && tables.every((table) => UNCACHED_TABLES.has(table))) return;
    this.generationCount += 1;
    if (writer) this.forgetMember(writer);
    else {
      this.byMember = new Map();
      this.characters = 0;
    }
  }

  private checkInput(): void {
    const input = this.input();
    if (input === this.inputSeen) return;
    this.inputSeen = input;
    this.onWrite('*');
  }

  get size(): number {
    let answers = 0;
    for (const entries of this.byMember.values()) answers += entries.size;
    return answers;
  }
}
