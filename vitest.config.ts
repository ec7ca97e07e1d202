import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Four suites: the pure model rules (no database, fast), the API suite on embedded PGlite
 * (always), the same suite on PostgreSQL when TEST_DATABASE_URL is set, and the browser
 * components on jsdom.
 *
 * The API and component suites share one module graph per worker (isolate: false): importing the
 * server, or react-admin and MUI, once per worker instead of once per file saves minutes of CI.
 * Nothing else is shared: every API file builds its own app on its own database copy, and
 * tests/web/setup.ts puts back what a component file leaves (the DOM and MUI's styles, storage,
 * cookies, the signed-in user, stubbed globals and spies). A file that replaces a module with
 * vi.mock needs a graph of its own: name it *.isolated.test.ts(x) and it runs in the `-isolated` twin.
 */
function withIsolatedTwin(files: string, project: TestProjectInlineConfiguration & { test: { name: string } }) {
  const isolatedFiles = files.replace(/\.test\./, '.isolated.test.');
  return [
    { ...project, test: { ...project.test, include: [files], exclude: [isolatedFiles], isolate: false } },
    { ...project, test: { ...project.test, name: `${project.test.name}-isolated`, include: [isolatedFiles], isolate: true } },
  ];
}

const serverSuites = (name: string, env: Record<string, string>) =>
  withIsolatedTwin('tests/server/**/*.test.ts', {
    test: {
      name,
      environment: 'node',
      env,
      // Migrates and seeds once per run; each test file starts from a copy (tests/server/helper.ts).
      globalSetup: ['tests/server/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });

const webSuites = withIsolatedTwin('tests/web/**/*.test.{ts,tsx}', {
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['tests/web/setup.ts'],
    // Room for a long form test while another worker runs beside it.
    testTimeout: 30_000,
  },
});

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
      ...webSuites,
    ],
  },
});
