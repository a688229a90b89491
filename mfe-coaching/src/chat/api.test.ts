import { describe, expect, it } from '@jest/globals';
import { answerStreamUrl } from './api';

describe('answerStreamUrl', () => {
  it("names the device's local day, not the UTC one, as the member's today", () => {
    // 23:30 local on 25 November: whatever the zone the tests run in, the local calendar day is the 25th.
    const lateEvening = new Date(2026, 10, 25, 23, 30);
    expect(answerStreamUrl('m 1', lateEvening)).toBe('/api/chat/message/m%201?today=2026-11-25');
    expect(answerStreamUrl('m1', new Date(2026, 0, 1, 0, 5))).toBe('/api/chat/message/m1?today=2026-01-01');
  });
});
