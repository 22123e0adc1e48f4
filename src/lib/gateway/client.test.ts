// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createGatewayClient, readEnvelope, type EndpointDef } from './client';
import type { PayloadCipher } from './payload-cipher';
import { sessionToken } from './session-store';

const balance: EndpointDef = { id: 'wallet.balance', method: 'GET', path: '/wps/v2/wallets/balance', flags: ['T'] };
const transfer: EndpointDef = {
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  flags: ['T'],
  money: true,
};
const returnAll: EndpointDef = {
  id: 'wallet.returnAll',
  method: 'POST',
  path: '/wps/relay/GCS_walletReturn',
  flags: ['T'],
  money: true,
  bodyEncoding: 'json-string',
};
const login: EndpointDef = { id: 'session.login', method: 'POST', path: '/wps/session/login', flags: ['E'] };
const forgot: EndpointDef = {
  id: 'member.passwordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  flags: [],
  bodyEncoding: 'form',
};

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
const fail = (status: number, errorCode: string, message = errorCode) =>
  new Response(JSON.stringify({ success: false, errorCode, message }), { status });

function setup(
  responses: (() => Response | Promise<Response>)[],
  extra: Partial<Parameters<typeof createGatewayClient>[0]> = {},
) {
  const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => responses.shift()!());
  const cipher: PayloadCipher = {
    encrypt: vi.fn(async (p) => ({ jwe: `sealed:${JSON.stringify(p)}` })),
    forgetKeys: vi.fn(),
  };
  const onSessionEnded = vi.fn();
  const client = createGatewayClient({
    merchantCode: () => 'RA88',
    language: () => 'TY',
    cipher,
    onSessionEnded,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    retryBaseDelayMs: 1,
    ...extra,
  });
  return { client, fetchImpl, cipher, onSessionEnded };
}

describe('gateway client', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the platform headers and the raw token, and returns the envelope value', async () => {
    sessionToken.set('tok-1');
    const { client, fetchImpl } = setup([() => ok({ balance: 12.5 })]);
    await expect(client.call(balance)).resolves.toEqual({ balance: 12.5 });
    const headers = fetchImpl.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers).toMatchObject({
      Merchant: 'RA88',
      Device: 'web',
      Language: 'TY',
      'X-Gateway-Version': '3',
      Authorization: 'tok-1',
    });
  });

  it("fills a path's {parameter} in, URL-encoded, reads the raw /lgw answer, and refuses a call missing one", async () => {
    const drawOf: EndpointDef = { id: 'lottery.drawOf', method: 'GET', path: '/lgw/draw/code/{gameCode}', flags: [] };
    const draws = [{ gameCode: 'VN 1/2', numero: '1', winNoStr: '12,34' }];
    const { client, fetchImpl } = setup([() => new Response(JSON.stringify(draws), { status: 200 })]);
    await expect(client.call(drawOf, { path: { gameCode: 'VN 1/2' } })).resolves.toEqual(draws);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/lgw/draw/code/VN%201%2F2');
    await expect(client.call(drawOf)).rejects.toThrow("lottery.drawOf: no value for the path's {gameCode}");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  describe('prefetch', () => {
    const announcements: EndpointDef = {
      id: 'announcements.list',
      method: 'GET',
      path: '/wps/relay/MCSFE_getListAnnouncements',
      flags: [],
    };

    it('hands a read started early to the first identical call, which asks nothing more', async () => {
      const { client, fetchImpl } = setup([() => ok({ banners: ['b1'] }), () => ok({ banners: ['b2'] })]);
      client.prefetch(announcements, { query: { types: 'B', language: 'TY' } });
      await expect(client.call(announcements, { query: { types: 'B', language: 'TY' } })).resolves.toEqual({
        banners: ['b1'],
      });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      // Taken once: the next call asks the gateway again.
      await expect(client.call(announcements, { query: { types: 'B', language: 'TY' } })).resolves.toEqual({
        banners: ['b2'],
      });
    });

    it('does not hand it to another query, and lets a caller abort without cancelling the read', async () => {
      const { client, fetchImpl } = setup([() => ok('prefetched'), () => ok('other language')]);
      client.prefetch(announcements, { query: { language: 'TY' } });
      await expect(client.call(announcements, { query: { language: 'EN' } })).resolves.toBe('other language');
      const controller = new AbortController();
      const aborted = client.call(announcements, { query: { language: 'TY' }, signal: controller.signal });
      controller.abort(new Error('left the page'));
      await expect(aborted).rejects.toThrow('left the page');
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    });

    it('never prefetches a write', () => {
      const { client, fetchImpl } = setup([]);
      client.prefetch(transfer);
      expect(fetchImpl).not.toHaveBeenCalled();
    });
  });

  it('retries a failed read with backoff, then gives up with the last error', async () => {
    const { client, fetchImpl } = setup([() => fail(503, 'busy'), () => fail(503, 'busy'), () => fail(503, 'busy')]);
    await expect(client.call(balance)).rejects.toMatchObject({ code: 'busy', status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('reports each attempt as it is handed to the network (request spacing counts from there)', async () => {
    const { client, fetchImpl } = setup([() => fail(503, 'busy'), () => ok({ balance: 1 })]);
    const sentBefore: number[] = [];
    const onSend = vi.fn(() => sentBefore.push(fetchImpl.mock.calls.length));
    await client.call(balance, { onSend });
    expect(sentBefore).toEqual([0, 1]); // once per attempt, each just before its fetch
  });

  describe('money calls', () => {
    const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

    it('re-sends a lost answer once with the same idempotency key, then reports the outcome as unconfirmed', async () => {
      const { client, fetchImpl } = setup([() => fail(503, 'busy'), () => fail(503, 'busy')]);
      const settled = vi.fn();
      client.onMoneySettled(settled);
      await expect(client.call(transfer, { body: { amount: 100 }, idempotencyKey: 'k-1' })).rejects.toMatchObject({
        code: 'client.money_unconfirmed',
      });
      expect(fetchImpl.mock.calls.map(([, init]) => keyOf(init))).toEqual(['k-1', 'k-1']);
      expect(settled).toHaveBeenCalledTimes(1);
    });

    it('takes the answer of the re-send after a dropped connection', async () => {
      const { client, fetchImpl } = setup([
        () => {
          throw new TypeError('socket hang up');
        },
        () => ok({ transferId: 'T1' }),
      ]);
      await expect(client.call(transfer, { body: { amount: 100 }, idempotencyKey: 'k-2' })).resolves.toEqual({
        transferId: 'T1',
      });
      expect(fetchImpl.mock.calls.map(([, init]) => keyOf(init))).toEqual(['k-2', 'k-2']);
    });

    it('never re-sends a definite refusal, and refuses to send a movement without a key', async () => {
      const { client, fetchImpl } = setup([() => fail(400, 'balance_not_enough')]);
      await expect(client.call(transfer, { body: { amount: 100 }, idempotencyKey: 'k-3' })).rejects.toMatchObject({
        code: 'balance_not_enough',
      });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await expect(client.call(transfer, { body: { amount: 100 } })).rejects.toThrow('pass an idempotencyKey');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('re-sends as often and as far apart as the call asks (return-all: 3 times, 250 ms apart), same key', async () => {
      vi.useFakeTimers();
      try {
        const { client, fetchImpl } = setup([
          () => fail(503, 'busy'),
          () => fail(502, 'busy'),
          () => fail(503, 'busy'),
          () => ok({ success: true }),
        ]);
        const answer = client.call(returnAll, {
          body: { customerId: 7 },
          idempotencyKey: 'k-5',
          resends: 3,
          resendDelayMs: 250,
        });
        await vi.advanceTimersByTimeAsync(249);
        expect(fetchImpl).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetchImpl).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(500);
        await expect(answer).resolves.toEqual({ success: true });
        expect(fetchImpl.mock.calls.map(([, init]) => keyOf(init))).toEqual(['k-5', 'k-5', 'k-5', 'k-5']);
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps every attempt inside one time-out', async () => {
      const { client, fetchImpl } = setup([]);
      fetchImpl.mockImplementation(
        (_u, init) =>
          new Promise((_r, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const t0 = Date.now();
      await expect(
        client.call(transfer, { body: { amount: 1 }, idempotencyKey: 'k-4', timeoutMs: 50 }),
      ).rejects.toMatchObject({ code: 'client.money_unconfirmed' });
      expect(Date.now() - t0).toBeLessThan(1000);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });

  it('maps a network failure and a timeout to client error codes', async () => {
    const { client } = setup(
      [
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
      { readRetries: 0 },
    );
    await expect(client.call(balance)).rejects.toMatchObject({ code: 'client.network' });
    const slow = setup([() => new Promise<Response>(() => {})], { readRetries: 0 });
    slow.fetchImpl.mockImplementation(
      (_u, init) =>
        new Promise((_r, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(slow.client.call(balance, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'client.timeout' });
  });

  it('ends the session once when several calls fail with a session-ending code', async () => {
    sessionToken.set('dead');
    const { client, onSessionEnded } = setup(
      [() => fail(401, 'user.or.token.invalid'), () => fail(401, 'user.or.token.invalid')],
      { readRetries: 0 },
    );
    await Promise.allSettled([client.call(balance), client.call(balance)]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sessionToken.get()).toBeNull();
  });

  it('encrypts E bodies, and re-encrypts once with fresh keys after a key rotation', async () => {
    const { client, fetchImpl, cipher } = setup([() => fail(400, 'payload.key_unknown'), () => ok({ token: 't' })]);
    await expect(client.call(login, { body: { username: 'u' } })).resolves.toEqual({ token: 't' });
    expect(cipher.forgetKeys).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchImpl.mock.calls[1]![1].body as string)).toEqual({ jwe: 'sealed:{"username":"u"}' });
  });

  it('form-encodes the forgot-password-by-email call', async () => {
    const { client, fetchImpl } = setup([() => ok(true)]);
    await client.call(forgot, { body: { username: 'ana', email: 'a@b.co' } });
    expect(String(fetchImpl.mock.calls[0]![1].body)).toBe('username=ana&email=a%40b.co');
  });

  it("sends a json-string body as the platform's client does: the body's JSON text as one JSON string", async () => {
    const { client, fetchImpl } = setup([() => ok({ success: true })]);
    await client.call(returnAll, { body: { customerId: 7 }, idempotencyKey: 'k-6' });
    const [, init] = fetchImpl.mock.calls[0]!;
    expect(init.body).toBe('"{\\"customerId\\":7}"');
    expect(JSON.parse(JSON.parse(String(init.body)) as string)).toEqual({ customerId: 7 });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('rejects a response that breaks the contract when validation is on', async () => {
    const { client } = setup([() => ok({ balance: 'lots' })], {
      validateResponse: async () => '/balance must be number',
    });
    await expect(client.call(balance)).rejects.toMatchObject({ code: 'client.bad_response' });
  });
});

describe('answer shapes', () => {
  const menus: EndpointDef = { id: 'games.menus', method: 'GET', path: '/lgw/games/game_menus', flags: [] };
  const jackpot: EndpointDef = { id: 'games.jackpot', method: 'POST', path: '/wps/relay/VIS_getJackpot', flags: [] };
  const raw = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });

  it('reads an /lgw success without the envelope as its value, and one with it as usual', async () => {
    const { client } = setup([() => raw({ gameMenus: [1] }), () => ok({ gameMenus: [2] }), () => raw([3, 4])]);
    await expect(client.call(menus)).resolves.toEqual({ gameMenus: [1] });
    await expect(client.call(menus)).resolves.toEqual({ gameMenus: [2] });
    await expect(client.call(menus)).resolves.toEqual([3, 4]);
  });

  it('reads an /lgw failure from its envelope', async () => {
    const { client } = setup([() => fail(401, 'CUSTOMER_NOT_LOGIN')]);
    await expect(client.call(menus)).rejects.toMatchObject({ code: 'CUSTOMER_NOT_LOGIN', status: 401 });
  });

  it('never takes a bare answer of another path for a success', () => {
    expect(readEnvelope(balance, true, { balance: 1 })).toEqual({ balance: 1 });
    expect(readEnvelope(menus, true, { balance: 1 })).toEqual({ success: true, value: { balance: 1 } });
    expect(readEnvelope(menus, false, { oops: 1 })).toEqual({ oops: 1 });
  });

  it("reads the lottery gateway's /lotto/lgw answers raw too, and no other /lotto path", () => {
    const draws = { FAST: [{ gameCode: 'VNF1', numero: '1' }] };
    expect(readEnvelope({ path: '/lotto/lgw/games/opened/numero' }, true, draws)).toEqual({
      success: true,
      value: draws,
    });
    expect(readEnvelope({ path: '/lotto/other' }, true, draws)).toEqual(draws);
  });

  it('prefetches a read sent as a POST (the platform jackpot), matched by its body', async () => {
    const { client, fetchImpl } = setup([() => ok({ amount: 1 }), () => ok({ amount: 2 }), () => ok({ amount: 3 })]);
    client.prefetch(jackpot, { body: { merchant_code: 'RA88' } });
    await expect(client.call(jackpot, { body: { merchant_code: 'SB01' } })).resolves.toEqual({ amount: 2 });
    await expect(client.call(jackpot, { body: { merchant_code: 'RA88' } })).resolves.toEqual({ amount: 1 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not ask a domain that is not available again', async () => {
    const { client, fetchImpl } = setup([() => fail(503, 'domain_not_available'), () => ok('again')]);
    await expect(client.call(balance)).rejects.toMatchObject({ code: 'domain_not_available' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
