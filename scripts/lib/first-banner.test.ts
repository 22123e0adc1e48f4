import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firstBannerSource, type BannerVisit } from './first-banner.ts';

const banner = (id: string, groupName: string, sequence: number, url: string) => ({ id, groupName, sequence, url });
const ANSWER = {
  banners: [
    banner('1', 'w_reg', 0, '/art/register.png'),
    banner('2', 'w_home', 2, '/art/second.png'),
    banner('3', 'w_home', 1, 'https://gateway.example/art/first.png?v=2'),
  ],
};

interface Stub {
  origin: string;
  asked: http.IncomingMessage[];
  close: () => void;
}
let stub: Stub | undefined;

/** A gateway answering status and the home's announcements; `delayMs` holds each answer back. */
async function gatewayStub({ status = true, delayMs = 0, announcements = ANSWER as unknown } = {}): Promise<Stub> {
  const asked: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req);
    const value = req.url!.startsWith('/wps/system/status')
      ? { info: { imageCDNs: ['https://img.example/'] } }
      : announcements;
    setTimeout(() => {
      res.statusCode = status ? 200 : 500;
      res.end(JSON.stringify(status ? { success: true, value } : { success: false, errorCode: 'oops' }));
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  stub = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
  return stub;
}

const visit = (gateway: string, extra: Partial<BannerVisit> = {}): BannerVisit => ({
  gateway,
  merchantCode: 'RA88',
  language: 'EN',
  host: 'royalace.example',
  proto: 'https',
  mockSession: 'qa-7',
  ...extra,
});

afterEach(() => stub?.close());

describe('first banner of the painted home page', () => {
  it('is the first home banner in order, on the image host, asked as the browser asks', async () => {
    const gateway = await gatewayStub();
    expect(await firstBannerSource()(visit(gateway.origin))).toBe('https://img.example/art/first.png?v=2');
    const announcements = gateway.asked.find((req) => req.url!.includes('MCSFE_getListAnnouncements'))!;
    expect(announcements.url).toBe(
      '/wps/relay/MCSFE_getListAnnouncements?types=B%2CH%2CPL%2CPR&platform=W&execution=B&groupName=default_notice&language=EN',
    );
    expect(announcements.headers).toMatchObject({
      host: 'royalace.example',
      'x-forwarded-proto': 'https',
      merchant: 'RA88',
      language: 'EN',
      device: 'web',
      'x-mock-session': 'qa-7',
      'x-first-screen-read': '1',
    });
  });

  it('is asked once for pages of the same visit while fresh, and again after', async () => {
    const gateway = await gatewayStub();
    let now = 0;
    const source = firstBannerSource({ freshMs: 10_000, now: () => now });
    await source(visit(gateway.origin));
    await source(visit(gateway.origin));
    expect(gateway.asked).toHaveLength(2); // status and announcements, once
    await source(visit(gateway.origin, { language: 'TY' }));
    expect(gateway.asked).toHaveLength(4);
    now = 10_001;
    await source(visit(gateway.origin));
    expect(gateway.asked).toHaveLength(6);
  });

  it('is none when the gateway fails, names no home banner, or is slower than the page may wait', async () => {
    expect(await firstBannerSource()(visit((await gatewayStub({ status: false })).origin))).toBeNull();
    stub!.close();
    const empty = await gatewayStub({ announcements: { banners: [banner('1', 'w_reg', 0, '/a.png')] } });
    expect(await firstBannerSource()(visit(empty.origin))).toBeNull();
    stub!.close();
    const slow = await gatewayStub({ delayMs: 1_000 });
    expect(await firstBannerSource({ waitMs: 20 })(visit(slow.origin))).toBeNull();
    expect(await firstBannerSource()(visit('http://127.0.0.1:1'))).toBeNull(); // nobody listening
  });
});
