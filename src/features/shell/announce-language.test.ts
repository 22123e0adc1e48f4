import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@/generated/api-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { SessionSnapshot } from '@/lib/session/session-store';
import { announceLanguage } from './announce-language';

function gateway(answer: () => Promise<unknown> = async () => ({ language: 'PT' })) {
  const call = vi.fn(answer);
  return { client: { call } as unknown as GatewayClient, call };
}

const signedIn = (kind: SessionSnapshot['kind'], type: number): SessionSnapshot => ({
  member: { type } as MemberInfo,
  kind,
  hasToken: true,
});

describe('announceLanguage', () => {
  it('tells the gateway the language of a signed-in member', async () => {
    const { client, call } = gateway();
    await announceLanguage(client, signedIn('member', 0), 'PT');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/wps/member/language' }),
      { body: { language: 'PT' } },
    ]);
  });

  it('tells it for agents too, but never for trial accounts or visitors', async () => {
    const { client, call } = gateway();
    await announceLanguage(client, signedIn('agent', 1), 'EN');
    await announceLanguage(client, signedIn('trial', 4), 'EN');
    await announceLanguage(client, { member: null, kind: null, hasToken: false }, 'EN');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet when the gateway refuses', async () => {
    const { client } = gateway(async () => {
      throw new GatewayError('internal.error', 'down', 500);
    });
    await expect(announceLanguage(client, signedIn('member', 0), 'TY')).resolves.toBeUndefined();
  });
});
