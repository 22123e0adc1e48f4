/**
 * Domains a QA engineer marked down (PUT /__mock/domains/:host), per mock session: every gateway call reaching the
 * mock through that host name answers `domain_not_available`, so the site's domain fallback can be tried locally
 * with the merchant's other host names (they all resolve to this machine in the e2e browser).
 */
import type { MockSession } from './mock-sessions.js';

const down = new WeakMap<MockSession, Set<string>>();

const norm = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

export const domainsDown = {
  list: (mock: MockSession): string[] => [...(down.get(mock) ?? [])].sort(),
  isDown: (mock: MockSession, host: string): boolean => down.get(mock)?.has(norm(host)) ?? false,
  set(mock: MockSession, host: string, isDown: boolean): void {
    let hosts = down.get(mock);
    if (!hosts) down.set(mock, (hosts = new Set()));
    if (isDown) hosts.add(norm(host));
    else hosts.delete(norm(host));
  },
};
