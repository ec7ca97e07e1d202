import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Four suites: the pure model rules (no database, fast), the API suite on embedded PGlite
 * (always), the same suite on PostgreSQL when TEST_DATABASE_URL is set, and the browser
 * components on jsdom.
 *
 * The API suites share one module graph per worker (isolate: false): every file builds its own app
 * on its own database copy, so nothing is shared but the imported code, and importing the server
 * once per worker instead of once per file saves minutes of CI. A file that replaces a module with
 * vi.mock needs a graph of its own: name it *.isolated.test.ts and it runs in the `-isolated` twin.
 */
const isolatedServerFiles = 'tests/server/**/*.isolated.test.ts';

const serverProject = (name: string, env: Record<string, string>, shared: boolean) => ({
  test: {
    name: shared ? name : `${name}-isolated`,
    environment: 'node',
    include: [shared ? 'tests/server/**/*.test.ts' : isolatedServerFiles],
    exclude: shared ? [isolatedServerFiles] : [],
    isolate: !shared,
    env,
    // Migrates and seeds once per run; each test file starts from a copy (tests/server/helper.ts).
    globalSetup: ['tests/server/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const serverSuites = (name: string, env: Record<string, string>) => [serverProject(name, env, true), serverProject(name, env, false)];

/**
 * The browser components share one module graph per worker too (react-admin and MUI are imported
 * once, not once per file); tests/web/setup.ts resets what a file may leave behind (the DOM,
 * storage, cookies, stubbed globals and spies). A file that replaces a module with vi.mock is named
 * *.isolated.test.ts(x) and runs in the `web-isolated` twin.
 */
const isolatedWebFiles = 'tests/web/**/*.isolated.test.{ts,tsx}';

const webProject = (shared: boolean) => ({
  plugins: [react()],
  test: {
    name: shared ? 'web' : 'web-isolated',
    environment: 'jsdom',
    include: [shared ? 'tests/web/**/*.test.{ts,tsx}' : isolatedWebFiles],
    exclude: shared ? [isolatedWebFiles] : [],
    isolate: !shared,
    setupFiles: ['tests/web/setup.ts'],
    // Room for a long form test while another worker runs beside it.
    testTimeout: 30_000,
  },
});

const webSuites = () => [webProject(true), webProject(false)];

export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: the API files wait on their database
    // part of the time, and on 2 cores one worker left half the machine idle (the unit tiers took
    // 14 min with two workers, about 24 with one).
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'] } },
      ...serverSuites('server', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? serverSuites('server-pg', { TEST_DB: 'postgres' }) : []),
      ...webSuites(),
    ],
  },
});
