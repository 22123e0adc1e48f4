import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Every host a merchant serves (site-config/domains.json), reached over plain http in these tests. */
const merchantOrigins = Object.keys(
  (JSON.parse(readFileSync(new URL('./site-config/domains.json', import.meta.url), 'utf8')) as { hosts: object }).hosts,
).map((host) => `http://${host}:${PORT}`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Room for a busy 2-core machine: a state that arrives late is waited for, not failed; a wrong state still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // Carousels and the marquee stand still unless a test is about motion: the same pages for less CPU, so a busy
    // machine runs the suite as it runs on an idle one.
    reducedMotion: 'reduce',
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
        // Production is HTTPS; WebCrypto (payload encryption) and crypto.randomUUID need a secure context.
        `--unsafely-treat-insecure-origin-as-secure=${merchantOrigins.join(',')}`,
      ],
    },
  },
  webServer: {
    // Pages wait for their first screen's gateway data as long as it takes (a busy machine would paint some without).
    command: `tsx scripts/start.ts --port ${PORT} --first-read-wait 5000${process.env.E2E_SKIP_BUILD ? ' --no-build' : ''}`,
    url: `${BASE_URL}/site-config/domains.json`,
    // A server already on the port is used only when asked (E2E_REUSE_SERVER=1), never by surprise.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
  },
});
