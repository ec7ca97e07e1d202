import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Four projects: the pure model rules (no database, fast), the API suite on embedded PGlite
 * (always), the same suite on PostgreSQL when TEST_DATABASE_URL is set, and the browser
 * components on jsdom.
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    env,
    // Migrates and seeds once per run; each test file starts from a copy (tests/server/helper.ts).
    globalSetup: ['tests/server/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'] } },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', { TEST_DB: 'postgres' })] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
