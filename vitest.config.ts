import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'build-plugins/**/*.test.ts',
      'mock-gateway/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'studio/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/unit/setup-endpoints.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    // Starting a mock gateway builds its world: on a busy 2-core machine that took more than the default 10 s.
    hookTimeout: 60_000,
  },
});
