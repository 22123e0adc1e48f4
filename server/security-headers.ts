import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { merchantFolders } from './site-config-files.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MerchantSecurity } from '../src/generated/config-types.ts';

/**
 * The site's security headers, in one place for the three ways it is served: `npm start` (site-server.ts), `npm run
 * dev` (the same server with Vite) and the files `npm run build` writes into dist/ for other hosts.
 */

/** CSP hash sources ('sha256-…') of the inline scripts and style elements of the built page. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export interface PolicyInput {
  /** Production: the built page's inline script and style, allowed by hash. */
  inline?: InlineHashes;
  /** Development: the per-response nonce Vite puts on the scripts and styles it injects (HMR, React refresh). */
  nonce?: string;
  /** The merchant's allowances (merchant.json `security`, and its own domains). */
  security?: SiteAllowances | undefined;
}

/**
 * What a merchant's pages may reach beyond their own origin: merchant.json `security`, plus `domains.hosts`, the
 * merchant's other domains, which the site pings to move a visitor off a domain that stopped serving, and the origins
 * of `customerService.chatScripts`, the chat widget's scripts.
 */
export type SiteAllowances = MerchantSecurity & { ownDomains?: string[]; chatScriptOrigins?: string[] };

/** What Vite writes as the nonce in development (`html.cspNonce`); each page answer replaces it with a fresh one. */
export const NONCE_PLACEHOLDER = 'wl-csp-nonce';

/** Browser features the site never uses; `clipboard-write` stays allowed for the site itself (copy buttons). */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'clipboard-read',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [...DENIED_FEATURES.map((f) => `${f}=()`), 'clipboard-write=(self)'].join(', ');

const INLINE_ELEMENT = (tag: string) => new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of a page's inline `<script>` (not those with `src`) and `<style>` elements, as the browser computes them. */
export function inlineHashes(html: string): InlineHashes {
  const hashes = (tag: 'script' | 'style') => [
    ...new Set(
      [...html.matchAll(INLINE_ELEMENT(tag))].filter((m) => !/\ssrc\s*=/i.test(m[1] ?? '')).map((m) => sha256(m[2]!)),
    ),
  ];
  return { scripts: hashes('script'), styles: hashes('style') };
}

export const newNonce = (): string => randomBytes(16).toString('base64');

/** A merchant-supplied source must be one origin: nothing that could end the directive or add another. */
function origins(list: readonly string[] | undefined): string[] {
  for (const source of list ?? []) {
    if (!/^https?:\/\/[^\s;,'"]+$/.test(source)) throw new Error(`security: "${source}" is not an origin`);
  }
  return [...(list ?? [])];
}

/** A merchant's domain as a CSP source: the page's own scheme, any port. */
function domainSources(list: readonly string[] | undefined): string[] {
  for (const host of list ?? []) if (!/^[a-z0-9.-]+$/i.test(host)) throw new Error(`security: "${host}" is not a host`);
  return (list ?? []).map((host) => `${host}:*`);
}

export function contentSecurityPolicy({ inline, nonce, security }: PolicyInput): string {
  const page = nonce ? [`'nonce-${nonce}'`] : [];
  const ancestors = origins(security?.frameAncestors);
  // A human-check SDK (Geetest) from its CDN: its script, styles, images and calls.
  const humanCheck = origins(security?.humanCheckOrigins);
  // A chat widget's script from the merchant's own list (docs/gateway.md, "Chat scripts"): script-src only. Its text
  // never comes inline; a widget that frames or calls other origins needs them listed in `security`.
  const chat = origins(security?.chatScriptOrigins);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The page's own inline loader (build-plugins/early-fetches.ts) and token hand-over (index.html) by hash; never eval.
    'script-src': ["'self'", ...(inline?.scripts ?? []), ...page, ...humanCheck, ...chat],
    // The built page's inline styles (the shell's sheet; a rendered page's colours and chunks' sheets) by hash; Vite's
    // dev styles carry the nonce. React sets `style` props through the CSSOM (element.style), which CSP does not
    // govern, and the sanitiser strips style attributes from server HTML, so no 'unsafe-inline' is needed for styles.
    'style-src': ["'self'", ...(inline?.styles ?? []), ...page, ...humanCheck],
    // data: for the captcha, which the gateway sends as a bare base64 PNG.
    'img-src': ["'self'", 'data:', ...origins(security?.imageCDNs), ...humanCheck],
    'font-src': ["'self'"],
    // The gateway is on the same origin; 'self' also covers a ws:/wss: push channel there (CSP level 3). The
    // merchant's other domains answer the domain fallback's ping.
    'connect-src': ["'self'", ...domainSources(security?.ownDomains), ...humanCheck],
    // Games open in a new tab; a game shown inside the site may come from a launch origin.
    'frame-src': ["'self'", ...origins(security?.launchGameCDNs)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ancestors.length ? ancestors : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers without frame-ancestors. It cannot name hosts: with allowed framers, old browsers allow only the
    // site itself (failing closed); current ones follow frame-ancestors and ignore this header.
    'X-Frame-Options': input.security?.frameAncestors?.length ? 'SAMEORIGIN' : 'DENY',
  };
}

/** A merchant's `security` from its merchant.json; none (the strictest policy) when it cannot be read. */
export function merchantSecurity(configDir: string, merchant: string): SiteAllowances {
  try {
    const config = JSON.parse(readFileSync(path.join(configDir, merchant, 'merchant.json'), 'utf8')) as {
      security?: MerchantSecurity;
      domains?: { hosts?: string[] };
      customerService?: { chatScripts?: string[] };
    };
    return {
      ...config.security,
      ownDomains: config.domains?.hosts ?? [],
      chatScriptOrigins: chatScriptOrigins(config.customerService?.chatScripts),
    };
  } catch {
    return {};
  }
}

/** What any of several merchants allows: the policy of a build that serves them all by host name. */
export function combinedSecurity(all: readonly SiteAllowances[]): SiteAllowances {
  const union = (key: keyof SiteAllowances) => [...new Set(all.flatMap((s) => s[key] ?? []))];
  return {
    frameAncestors: union('frameAncestors'),
    imageCDNs: union('imageCDNs'),
    launchGameCDNs: union('launchGameCDNs'),
    humanCheckOrigins: union('humanCheckOrigins'),
    ownDomains: union('ownDomains'),
    chatScriptOrigins: union('chatScriptOrigins'),
  };
}

/** The origins of a merchant's chat script addresses (config:check made them https addresses), each once. */
export function chatScriptOrigins(addresses: readonly string[] | undefined): string[] {
  return [...new Set((addresses ?? []).map((address) => new URL(address).origin))];
}

const FILE_NOTE = 'Security headers for every page and file of the site, written by `npm run build`';

/** Netlify / Cloudflare Pages `_headers`: the headers for every path. */
export function headersFile(headers: Record<string, string>, scope: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [`# ${FILE_NOTE} (${scope}).`, '/*', ...lines, ''].join('\n');
}

/** An nginx snippet for the `server` block that serves dist/. */
export function nginxSnippet(headers: Record<string, string>, scope: string): string {
  return [
    `# ${FILE_NOTE} (${scope}).`,
    '# Include it in the server block that serves dist/, and again in any location that has add_header lines of its',
    '# own (nginx does not inherit add_header into such a location): include nginx-security-headers.conf;',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/**
 * `npm run build`: the policy of the built page as deployable files. A build pinned to a merchant gets that merchant's
 * allowances; a build for every merchant (chosen by host name) gets what any of them allows.
 */
export async function writeDeployHeaders(distDir: string, configDir: string, merchant?: string): Promise<void> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const codes = merchant ? [merchant] : merchantFolders(configDir);
  const headers = securityHeaders({
    inline: inlineHashes(html),
    security: combinedSecurity(codes.map((code) => merchantSecurity(configDir, code))),
  });
  const scope = merchant ? `merchant ${merchant}` : `every merchant: ${codes.join(', ')}`;
  await writeFile(path.join(distDir, '_headers'), headersFile(headers, scope));
  await writeFile(path.join(distDir, 'nginx-security-headers.conf'), nginxSnippet(headers, scope));
}
