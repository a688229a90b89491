import zlib from 'node:zlib';

// How the API compresses what it makes per request (the compress plugin in app.ts). Brotli at quality
// 1 compresses a weight history as well as gzip in a third of quality 4's time (70 against 185 µs for
// 3.5 KB, measured); below one packet (about 1,400 bytes) compressing saves no round trip.
export const COMPRESSION_THRESHOLD = 1400;
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 1 };

/**
 * Answers up to this size are compressed in one call and sent with their head in one write, as the
 * plugin does on a one-core host. Its default on two cores (8 KB) sent the meal plan (51 KB, 12 KB
 * compressed) through a compression stream: chunked, the head first and the body after, for a
 * threadpool's overlap that brotli at quality 1 does not need (0.26 ms for those 51 KB in one call).
 */
export const COMPRESSION_SYNC_THRESHOLD = 64 * 1024;
