import { beforeAll } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { useTestApp, type TestAppHandle } from './useTestApp';

export interface MovedRemotesApps {
  /** Serves the portal built in the folder, with the default remote registry. */
  testApp: TestAppHandle;
  /** The same portal from a second instance whose remotes live elsewhere, from the file's beforeAll on. */
  moved(): FastifyInstance;
}

/**
 * The built portal in `appsDir` served twice on one database: as configured by default, and with the
 * remote settings `movedEnv()` answers (read when the second instance starts, so it may name a server a
 * beforeAll declared earlier started).
 */
export function useMovedRemotes(appsDir: string, movedEnv: () => Record<string, string>): MovedRemotesApps {
  const testApp = useTestApp({ env: { APPS_DIR: appsDir } });
  let moved: FastifyInstance | undefined;
  beforeAll(async () => {
    moved = await testApp.startApp({ env: { APPS_DIR: appsDir, ...movedEnv() } });
  });
  return {
    testApp,
    moved: () => {
      if (!moved) throw new Error('The moved instance exists from the file’s beforeAll on');
      return moved;
    },
  };
}
