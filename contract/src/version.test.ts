import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from './version';

describe('CONTRACT_VERSION', () => {
  it('is the major of the package’s version (raise both on a breaking change)', () => {
    const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBe(CONTRACT_VERSION);
  });
});
