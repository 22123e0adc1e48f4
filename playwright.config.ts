import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Merchant hosts from site-config resolve to this machine, so domain-based merchant choice is tested for real.
        '--host-resolver-rules=MAP * 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: `tsx scripts/start.ts --port ${PORT}${process.env.E2E_SKIP_BUILD ? ' --no-build' : ''}`,
    url: `${BASE_URL}/site-config/domains.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
