import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayFetcher, type Visitor } from './gateway-fetch.ts';

let origin = '';
const seen: http.IncomingHttpHeaders[] = [];
const gateway = http.createServer((req, res) => {
  seen.push(req.headers);
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ success: true, value: { n: seen.length, host: req.headers.host } }));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => gateway.close());

const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  host: 'royalace.example',
  proto: 'https',
  forwardedFor: '203.0.113.7',
  ...over,
});
const read = async (fetcher: typeof fetch, path: string, language = 'EN') =>
  (
    (await (await fetcher(`${origin}${path}`, { headers: { Merchant: 'RA88', Language: language } })).json()) as {
      value: { n: number; host: string };
    }
  ).value;

describe("the server's gateway reads", () => {
  it("carry the visitor's Host, scheme and address, and the headers the server adds", async () => {
    const fetcher = gatewayFetcher({ headers: { 'X-Site-Read': '1' } });
    const answer = await read(fetcher(visitor({ cookies: 'mock_session=qa' })), '/wps/system/templates');
    expect(answer.host).toBe('royalace.example');
    expect(seen.at(-1)).toMatchObject({
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
      'x-site-read': '1',
      cookie: 'mock_session=qa',
    });
  });

  it('keep what is the same for every visitor (by merchant, language, host and page), never status or location', async () => {
    const fetcher = gatewayFetcher();
    const one = fetcher(visitor());
    const other = fetcher(visitor({ forwardedFor: '198.51.100.1' }));
    const first = await read(one, '/wps/relay/GCSGAME_gameList?pageNo=1');
    expect(await read(other, '/wps/relay/GCSGAME_gameList?pageNo=1')).toEqual(first);
    expect(await read(other, '/wps/relay/GCSGAME_gameList?pageNo=1', 'TY')).not.toEqual(first);
    expect(
      await read(fetcher(visitor({ host: 'solbet.example' })), '/wps/relay/GCSGAME_gameList?pageNo=1'),
    ).not.toEqual(first);
    const status = await read(one, '/wps/system/status');
    expect(await read(one, '/wps/system/status')).not.toEqual(status);
    const location = await read(one, '/wps/system/location');
    expect(await read(one, '/wps/system/location')).not.toEqual(location);
  });

  it('refuse to act or to carry a session', async () => {
    const fetcher = gatewayFetcher()(visitor());
    await expect(fetcher(`${origin}/wps/member/info`, { headers: { Authorization: 't' } })).rejects.toThrow();
    await expect(fetcher(`${origin}/wps/x`, { method: 'POST' })).rejects.toThrow();
  });
});
