import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { candidateOrigins, fastestOrigin } from './domain-fallback';
import { isDomainFailure } from './domain-routes';

const here = { protocol: 'http:', hostname: 'royalace.example', port: '4270' };

describe('candidateOrigins', () => {
  it('lists the other domains once each, with this page’s scheme and port', () => {
    expect(
      candidateOrigins(
        ['royalace.example', 'www.royalace.example', 'WWW.royalace.example', 'royalace-vip.example'],
        here,
      ),
    ).toEqual(['http://www.royalace.example:4270', 'http://royalace-vip.example:4270']);
  });
  it('adds no port on a default port', () => {
    expect(candidateOrigins(['b.example'], { protocol: 'https:', hostname: 'a.example', port: '' })).toEqual([
      'https://b.example',
    ]);
  });
});

describe('fastestOrigin', () => {
  it('picks the first domain whose ping answers, not the first in the list', async () => {
    const order: string[] = [];
    const ping = (origin: string) =>
      new Promise<void>((resolve, reject) => {
        order.push(origin);
        if (origin === 'http://down') reject(new Error('503'));
        else setTimeout(resolve, origin === 'http://slow' ? 30 : 1);
      });
    expect(await fastestOrigin(['http://down', 'http://slow', 'http://fast'], ping)).toBe('http://fast');
    expect(order).toEqual(['http://down', 'http://slow', 'http://fast']);
  });
  it('gives null when none answers, or there is none to try', async () => {
    expect(await fastestOrigin(['http://a'], () => Promise.reject(new Error('x')))).toBeNull();
    expect(await fastestOrigin([], () => Promise.resolve())).toBeNull();
  });
  it('cancels the slower pings once one answered', async () => {
    let aborted = false;
    const ping = (origin: string, signal: AbortSignal) =>
      origin === 'http://fast'
        ? Promise.resolve()
        : new Promise<void>((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('aborted'));
            }),
          );
    expect(await fastestOrigin(['http://hang', 'http://fast'], ping)).toBe('http://fast');
    expect(aborted).toBe(true);
  });
});

describe('isDomainFailure', () => {
  it('is the platform’s domain_not_available or no answer at all, not any error', () => {
    expect(isDomainFailure(new GatewayError('domain_not_available', '', 503))).toBe(true);
    expect(isDomainFailure(new GatewayError('client.network', 'network', 0))).toBe(true);
    expect(isDomainFailure(new GatewayError('internal.error', '', 500))).toBe(false);
    expect(isDomainFailure(new Error('x'))).toBe(false);
  });
});
