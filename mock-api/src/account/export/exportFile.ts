import { Readable } from 'node:stream';
import { dayOf } from '@qis/contract';
import type { Db } from '../../db/client';
import type { MemberRow } from '../../members/user';
import { jsonPieces } from './jsonStream';
import { EXPORT_SECTIONS } from './sections';

/** qis-export-<member number>-<YYYY-MM-DD>.json, the day in UTC. */
export const exportFileName = (memberNumber: string, now: Date) =>
  `qis-export-${memberNumber}-${dayOf(now, 'utc')}.json`;

/** The member's export as a stream of JSON text: a header, then each section in turn. */
export function exportStream(db: Db, member: MemberRow, now: Date): Readable {
  async function* pieces(): AsyncGenerator<string> {
    yield `{"format":"qis-export","version":1,"exportedAt":${JSON.stringify(now)}`;
    for (const section of EXPORT_SECTIONS) {
      yield `,${JSON.stringify(section.key)}:`;
      yield* jsonPieces(await section.value({ db, member }));
    }
    yield '}';
  }
  return Readable.from(pieces(), { objectMode: false });
}
