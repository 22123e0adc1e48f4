import path from 'node:path';
import { createGatewayApp } from '../../mock-gateway/app.ts';
import { pushHubOf, rememberHub, servePushOnListen } from '../../mock-gateway/lib/push-channel.ts';
import { createSiteServer, type SiteServerOptions } from '../../server/site-server.ts';

/**
 * The production site server with the mock gateway mounted on its origin (`npm start`, the e2e suite, the size
 * check): the mock's push channel answers upgrades on whatever server listens with it, and the visitor's
 * `mock_session` cookie (QA's world) goes with the first screen's reads.
 */
export function createMockSiteServer(options: Omit<SiteServerOptions, 'gateway' | 'forwardCookies'>) {
  const configDir = options.configDir ?? path.join(options.root, 'site-config');
  const gateway = createGatewayApp({ siteConfigDir: configDir });
  const site = createSiteServer({ ...options, gateway: { app: gateway }, forwardCookies: ['mock_session'] });
  rememberHub(site, pushHubOf(gateway));
  servePushOnListen(site);
  return site;
}
