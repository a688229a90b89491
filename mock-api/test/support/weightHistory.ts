import { addDays } from '@qis/contract';
import { weightEntries } from '../../src/db/schema';
import type { TestAppHandle } from './useTestApp';

/** A signed-in member with `days` saved weights: 40 make about 2 KB of JSON, 5 about 250 bytes. */
export async function memberWithWeightHistory(testApp: TestAppHandle, days: number) {
  const signedIn = await testApp.signedInMember();
  await testApp.database.db.insert(weightEntries).values(
    Array.from({ length: days }, (_, i) => ({
      memberId: signedIn.member.id,
      day: addDays('2025-01-01', i),
      weight: 80 - i / 10,
    })),
  );
  return signedIn;
}
