/** `npm run build [-- --merchant <code>]`: the production build in dist/. */
import { build } from 'vite';
import path from 'node:path';
import { argValue } from './lib/cli-args.ts';

export async function buildSite(merchant?: string): Promise<void> {
  if (merchant) process.env.WL_MERCHANT = merchant;
  await build({ root: path.resolve(import.meta.dirname, '..'), logLevel: 'warn' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const merchant = argValue('merchant');
  await buildSite(merchant);
  console.log(`built dist/${merchant ? ` for merchant ${merchant}` : ' (merchant chosen by domain)'}`);
}
