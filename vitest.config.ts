import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine
    // such as CI's. The server files mostly wait on the database, so two workers there take
    // 5.3 minutes where one took 9 (decision 052).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // Repository tooling: the import boundaries of `npm run lint`.
      {
        test: {
          name: 'tools',
          root: 'tools',
          include: ['**/*.test.ts'],
          exclude: ['**/fixtures/**'],
          // Each case starts dependency-cruiser in its own process.
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
        },
      },
      // Two built server processes behind nginx on PostgreSQL (decision 053); skipped without
      // DATABASE_URL, like the other PostgreSQL-only tests.
      {
        test: {
          name: 'multi-process',
          root: 'apps/server',
          include: ['multi-process/**/*.test.ts'],
          // Two servers start beside the rest of the suite on a busy machine.
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // Component tests render whole pages; a busy machine can make one take seconds.
          testTimeout: 20000,
        },
      },
    ],
  },
});
