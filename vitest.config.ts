import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Starting a bot against the fake Discord can take seconds on a shared, busy machine.
    hookTimeout: 60_000,
  },
});
