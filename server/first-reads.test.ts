import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firstReadsSource, type FirstScreenReads, type FirstVisit } from './first-reads.ts';

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

const LANES = {
  data: { lanes: [{ title: 'RNG', cards: [{ vassalage: 'PG', accountTypeId: 1, accountTypeName: 'PG' }] }] },
};
const PAGE = { games: [{ nodeId: 'PG-1' }], pageNo: 1, totalPages: 1, totalCount: 1 };

/** A gateway answering status, the home's announcements, the vendor lanes and a game list; `delayMs` holds each back. */
async function gatewayStub({ status = true, delayMs = 0, announcements = ANSWER as unknown } = {}): Promise<Stub> {
  const asked: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req);
    const value = req.url!.startsWith('/wps/system/status')
      ? { info: { imageCDNs: ['https://img.example/'] } }
      : req.url!.includes('GCSGAME_gameVendor')
        ? LANES
        : req.url!.includes('GCSGAME_gameList')
          ? PAGE
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

const visit = (gateway: string, extra: Partial<FirstVisit> = {}): FirstVisit => ({
  gateway,
  merchantCode: 'RA88',
  language: 'EN',
  host: 'royalace.example',
  proto: 'https',
  cookies: 'mock_session=qa-7',
  ...extra,
});

const HOME: FirstScreenReads = { home: true };
const LIST: FirstScreenReads = { list: { search: '?selection=HOT', query: { gameType: 'RNG', selection: 'HOT' } } };

afterEach(() => stub?.close());

describe("the gateway data of a painted page's first screen", () => {
  it("is the home's first banner in order, on the image host, asked as the browser asks", async () => {
    const gateway = await gatewayStub();
    expect(await firstReadsSource()(visit(gateway.origin), HOME)).toEqual({
      imageHost: 'https://img.example/',
      banner: 'https://img.example/art/first.png?v=2',
    });
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
      cookie: 'mock_session=qa-7',
      'x-site-read': '1',
    });
  });

  it("is a game list's vendor lanes and first page, asked as the game menus and the list page ask", async () => {
    const gateway = await gatewayStub();
    expect(await firstReadsSource()(visit(gateway.origin), LIST)).toEqual({
      imageHost: 'https://img.example/',
      list: { search: '?selection=HOT', lanes: LANES.data.lanes, page: PAGE },
    });
    expect(gateway.asked.map((req) => req.url).sort()).toEqual([
      '/wps/relay/GCSGAME_gameList?gameType=RNG&selection=HOT',
      '/wps/relay/GCSGAME_gameVendor?merchantCode=RA88&platform=html5-desktop',
      '/wps/system/status',
    ]);
  });

  it('is asked once for pages of the same visit while fresh, and again after', async () => {
    const gateway = await gatewayStub();
    let now = 0;
    const source = firstReadsSource({ freshMs: 10_000, now: () => now });
    const first = await source(visit(gateway.origin), HOME);
    expect(await source(visit(gateway.origin), HOME)).toBe(first); // the painter keeps its screen while it is the same
    expect(gateway.asked).toHaveLength(2); // status and announcements, once
    await source(visit(gateway.origin, { language: 'TY' }), HOME);
    expect(gateway.asked).toHaveLength(4);
    await source(visit(gateway.origin), LIST);
    expect(gateway.asked).toHaveLength(7);
    now = 10_001;
    await source(visit(gateway.origin), HOME);
    expect(gateway.asked).toHaveLength(9);
  });

  it('is none when the gateway fails, names no home banner, or is slower than the page may wait', async () => {
    const failing = await gatewayStub({ status: false });
    expect(await firstReadsSource()(visit(failing.origin), HOME)).toBeNull();
    expect(await firstReadsSource()(visit(failing.origin), LIST)).toBeNull();
    stub!.close();
    const empty = await gatewayStub({ announcements: { banners: [banner('1', 'w_reg', 0, '/a.png')] } });
    expect(await firstReadsSource()(visit(empty.origin), HOME)).toBeNull();
    stub!.close();
    const slow = await gatewayStub({ delayMs: 1_000 });
    expect(await firstReadsSource({ waitMs: 20 })(visit(slow.origin), LIST)).toBeNull();
    expect(await firstReadsSource()(visit('http://127.0.0.1:1'), HOME)).toBeNull(); // nobody listening
  });
});
