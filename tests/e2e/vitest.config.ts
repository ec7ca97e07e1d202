import { defineConfig } from 'vitest/config';

// Journeys share one server and one browser-heavy machine: run them one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A screen answers after a round trip to the server: polls wait as long as a user would,
    // not Vitest's default second (a loaded CI machine took longer than that).
    expect: { poll: { timeout: 10_000 } },
  },
});
