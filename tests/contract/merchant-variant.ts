/** A gateway over a copy of site-config/ whose merchants are changed by `edit`, for the switches no merchant has on. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG_DIR } from '../../mock-gateway/lib/paths.js';
import { startGateway, type Gateway } from './harness.js';

export async function withMerchantVariant(
  edit: (merchant: Record<string, unknown>) => void,
  use: (gateway: Gateway) => Promise<void>,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
  try {
    fs.copyFileSync(
      path.join(DEFAULT_SITE_CONFIG_DIR, 'registration-patterns.json'),
      path.join(dir, 'registration-patterns.json'),
    );
    for (const d of fs.readdirSync(DEFAULT_SITE_CONFIG_DIR, { withFileTypes: true })) {
      const file = path.join(DEFAULT_SITE_CONFIG_DIR, d.name, 'merchant.json');
      if (!d.isDirectory() || !fs.existsSync(file)) continue;
      const merchant = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      edit(merchant);
      fs.mkdirSync(path.join(dir, d.name));
      fs.writeFileSync(path.join(dir, d.name, 'merchant.json'), JSON.stringify(merchant));
    }
    const gateway = await startGateway({ siteConfigDir: dir });
    try {
      await use(gateway);
    } finally {
      await gateway.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
