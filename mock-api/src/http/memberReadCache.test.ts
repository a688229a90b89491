import { describe, expect, it } from '@jest/globals';
import { MemberReadCache, type CachedAnswer } from './memberReadCache';

const answer = (body: string): CachedAnswer => ({
  body,
  etag: `W/"${body}"`,
  contentType: 'application/json',
  version: '',
});

describe('MemberReadCache', () => {
  it('keeps an answer per member and key, and forgets all of them at a write', () => {
    const cache = new MemberReadCache();
    cache.set('a', '/api/profile', answer('a1'), cache.generation);
    cache.set('b', '/api/profile', answer('b1'), cache.generation);
    expect(cache.get('a', '/api/profile')?.body).toBe('a1');
    expect(cache.get('b', '/api/profile')?.body).toBe('b1');
    expect(cache.get('a', '/api/profile/weight')).toBeUndefined();
    cache.onWrite(['weight_entries']);
    expect(cache.get('a', '/api/profile')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('serves an answer only at the data version it was computed at (PostgreSQL)', () => {
    const cache = new MemberReadCache();
    cache.set('a', '/api/profile', { ...answer('a1'), version: '1.4' }, cache.generation);
    expect(cache.get('a', '/api/profile', '1.4')?.body).toBe('a1');
    expect(cache.get('a', '/api/profile', '1.5')).toBeUndefined();
    expect(cache.get('a', '/api/profile', '2.4')).toBeUndefined();
    cache.set('a', '/api/profile', { ...answer('a2'), version: '1.5' }, cache.generation);
    expect(cache.get('a', '/api/profile', '1.5')?.body).toBe('a2');
    expect(cache.size).toBe(1);
  });

  it("forgets only the writing member's answers at a write made in their request", () => {
    const cache = new MemberReadCache();
    cache.set('a', '/api/profile', answer('a1'), cache.generation);
    cache.set('b', '/api/profile', answer('b1'), cache.generation);
    cache.onWrite(['diary_entries'], 'a');
    expect(cache.get('a', '/api/profile')).toBeUndefined();
    expect(cache.get('b', '/api/profile')?.body).toBe('b1');
    // Outside any member's request (an import, member:create): everyone's.
    cache.onWrite(['foods'], null);
    expect(cache.get('b', '/api/profile')).toBeUndefined();
  });

  it('ignores the writes that change no kept answer (who is online, tokens, sign-ins, rate limits)', () => {
    const cache = new MemberReadCache();
    cache.set('a', '/api/profile', answer('a1'), cache.generation);
    cache.onWrite(['member_activity']);
    cache.onWrite(['refresh_tokens', 'sign_ins', 'rate_limit_hits']);
    expect(cache.get('a', '/api/profile')?.body).toBe('a1');
    cache.onWrite(['member_activity', 'members']);
    expect(cache.get('a', '/api/profile')).toBeUndefined();
  });

  it('does not keep an answer computed across a write', () => {
    const cache = new MemberReadCache();
    const before = cache.generation;
    cache.onWrite('*');
    cache.set('a', '/api/profile', answer('stale'), before);
    expect(cache.get('a', '/api/profile')).toBeUndefined();
  });

  it('forgets everything when what the answers read besides the database changes (the food catalogue)', () => {
    let catalogue = { foods: 1 };
    const cache = new MemberReadCache(undefined, () => catalogue);
    const before = cache.generation;
    cache.set('a', '/api/diary/days/2026-11-26', answer('old'), before);
    expect(cache.get('a', '/api/diary/days/2026-11-26')?.body).toBe('old');
    catalogue = { foods: 2 };
    expect(cache.get('a', '/api/diary/days/2026-11-26')).toBeUndefined();
    // An answer begun before the swap is not kept after it.
    cache.set('a', '/api/diary/days/2026-11-26', answer('old'), before);
    expect(cache.get('a', '/api/diary/days/2026-11-26')).toBeUndefined();
  });

  it('bounds the characters kept in all, forgetting the members idle the longest first', () => {
    const cache = new MemberReadCache({ members: 10, answersPerMember: 10, characters: 10 });
    cache.set('a', '1', answer('aaaa'), cache.generation);
    cache.set('b', '1', answer('bbbb'), cache.generation);
    expect(cache.get('a', '1')?.body).toBe('aaaa');
    // 12 characters: b, served the longest ago, goes.
    cache.set('c', '1', answer('cccc'), cache.generation);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')?.body).toBe('aaaa');
    expect(cache.get('c', '1')?.body).toBe('cccc');
    // Replacing an answer counts its new length only; a body over the whole bound is not kept.
    cache.set('c', '1', answer('cc'), cache.generation);
    cache.set('a', '2', answer('dd'), cache.generation);
    expect(cache.size).toBe(3);
    cache.set('a', '3', answer('x'.repeat(11)), cache.generation);
    expect(cache.get('a', '3')).toBeUndefined();
    // After a member's write their characters are free again.
    cache.onWrite(['diary_entries'], 'a');
    cache.set('d', '1', answer('dddddd'), cache.generation);
    expect(cache.get('c', '1')?.body).toBe('cc');
    expect(cache.size).toBe(2);
  });

  it('bounds the members (least recently served first) and the answers per member (oldest first)', () => {
    const cache = new MemberReadCache({ members: 2, answersPerMember: 2, characters: 1_000 });
    const keep = (member: string, key: string) =>
      cache.set(member, key, answer(member + key), cache.generation);
    keep('a', '1');
    keep('b', '1');
    expect(cache.get('a', '1')).toBeDefined();
    keep('c', '1');
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    keep('a', '2');
    keep('a', '3');
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('a', '3')?.body).toBe('a3');
    expect(cache.size).toBe(3);
  });
});
