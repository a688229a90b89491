import { open } from 'node:fs/promises';

/** The largest moov box read whole: a 2-hour film's index is a few megabytes. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/**
 * The length in seconds of an MP4 file, from its movie header (moov/mvhd), wherever the moov box
 * sits (faststart files hold it first, others last). Null when the file is not an MP4 it can read.
 * Real footage without a media.json gets its durations this way, without ffmpeg on the server.
 */
export async function mp4DurationSeconds(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size) {
      await handle.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerSize = 8;
      if (boxSize === 1) {
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = size - offset;
      }
      if (boxSize < headerSize) return null;
      if (type === 'moov') {
        const length = boxSize - headerSize;
        if (length > MAX_MOOV_BYTES) return null;
        const moov = Buffer.alloc(length);
        await handle.read(moov, 0, length, offset + headerSize);
        return mvhdDuration(moov);
      }
      offset += boxSize;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The mvhd box among moov's children: version 0 has 32-bit times, version 1 64-bit. */
function mvhdDuration(moov: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const boxSize = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (boxSize < 8) return null;
    if (type === 'mvhd') {
      const body = offset + 8;
      const version = moov.readUInt8(body);
      const timescale = version === 1 ? moov.readUInt32BE(body + 20) : moov.readUInt32BE(body + 12);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(body + 24)) : moov.readUInt32BE(body + 16);
      return timescale > 0 ? duration / timescale : null;
    }
    offset += boxSize;
  }
  return null;
}
