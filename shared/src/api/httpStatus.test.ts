import { describe, expect, it } from '@jest/globals';
import { StreamError } from './completionStream';
import { httpStatusOf } from './httpStatus';

describe('httpStatusOf', () => {
  it('reads the status of an RTK Query error, a stream error and a parsing error', () => {
    expect(httpStatusOf({ status: 429, data: { error: 'rate-limited' } })).toBe(429);
    expect(httpStatusOf(new StreamError('refused', 'http', '', 422))).toBe(422);
    expect(httpStatusOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toBe(
      502,
    );
  });

  it('is undefined when no server answered, or for what is no error', () => {
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(httpStatusOf(new StreamError('offline', 'network'))).toBeUndefined();
    expect(httpStatusOf(new Error('boom'))).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
    expect(httpStatusOf('429')).toBeUndefined();
  });
});
