/**
 * Content pages, the avatar and sign-in through the stand-in identity provider (issue 16): happy paths in every
 * content language, refusals and bad input as the contract's envelope, tokens verified and forged ones refused.
 */
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberCreditReportValue } from '../../src/generated/api-types.js';
import { Client, envelopeViolations, startGateway, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

interface Page {
  list: { id: number; title: string; publishedAt: number }[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

describe('blog, news and content pages', () => {
  it('pages the blog newest first, and the article of a list entry has an HTML body', async () => {
    const c = new Client(gw.baseUrl);
    const first = (await c.call<Page>('content.articles', { query: { type: 'BLOG', pageNo: 1, pageSize: 3 } })).body
      .value!;
    const second = (await c.call<Page>('content.articles', { query: { type: 'BLOG', pageNo: 2, pageSize: 3 } })).body
      .value!;
    expect(first.totalCount).toBe(5);
    expect(first.totalPages).toBe(2);
    expect(second.list).toHaveLength(2);
    const dates = [...first.list, ...second.list].map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const article = await c.call<{ title: string; content: string }>('content.article', {
      query: { id: first.list[0]!.id },
    });
    expect(article.body.value!.title).toBe(first.list[0]!.title);
    expect(article.body.value!.content).toMatch(/^<p>/);
  });

  it('writes the news in the request language and names the brand of the merchant', async () => {
    const c = new Client(gw.baseUrl);
    const titles = async (lang: string, merchant?: string) =>
      (
        await c.call<Page>('content.articles', {
          query: { type: 'NEWS', lang },
          ...(merchant ? { headers: { Merchant: merchant } } : {}),
        })
      ).body.value!.list.map((a) => a.title);
    const [en, ty, pt] = await Promise.all([titles('EN'), titles('TY'), titles('PT')]);
    expect(new Set([en[0], ty[0], pt[0]]).size).toBe(3);
    expect(en[0]).toContain('Royal');
    const about = await c.call<{ title: string }>('content.page', { query: { code: 'ABOUT', lang: 'PT' } });
    expect(about.body.value!.title).toMatch(/^Sobre/);
  });

  it('answers an unknown article with article_not_found and bad input with request.invalid', async () => {
    const c = new Client(gw.baseUrl);
    const missing = await c.call('content.article', { query: { id: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'article_not_found' });
    for (const [id, query] of [
      ['content.articles', { type: 'VIDEO' }],
      ['content.articles', { type: 'BLOG', pageNo: 0 }],
      ['content.page', { code: 'SECRET' }],
      ['content.article', { id: 'abc' }],
    ] as const) {
      const r = await c.call(id, { query });
      expect(r.status, `${id} ${JSON.stringify(query)}`).toBe(400);
      expect(r.body.errorCode).toBe('request.invalid');
      expect(envelopeViolations(r.body)).toEqual([]);
    }
  });
});

describe('avatar', () => {
  it("keeps the member's pick: the icon id and MCSFE_getPlayerAvatar follow, out-of-range icons are refused", async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const before = (await c.call<string>('member.infoIcon')).body.value!;
    const pick = before === '5' ? '6' : '5';
    const changed = await c.call('member.changeIcon', { body: { avatar: pick, avatarType: 'STATIC' } });
    expect(changed.body.value).toEqual({ avatar: pick, avatarType: 'STATIC' });
    expect((await c.call<string>('member.infoIcon')).body.value).toBe(pick);
    expect((await c.call('member.playerAvatar')).body.value).toEqual({ avatar: pick, avatarType: 'STATIC' });
    const refused = await c.call('member.changeIcon', { body: { avatar: '13', avatarType: 'STATIC' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'avatar_invalid' });
    const bad = await c.call('member.changeIcon', { body: { avatar: '3', avatarType: 'CUSTOM' } });
    expect(bad.body.errorCode).toBe('request.invalid');
  });

  it("keeps the member's own photo (CUSTOM): a png or jpg by its bytes, of at most 64 kB", async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const png = (bytes: number[], size = 64) =>
      `data:image/png;base64,${Buffer.concat([Buffer.from(bytes), Buffer.alloc(size)]).toString('base64')}`;
    const photo = png([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const set = await c.call('member.changeIcon', { body: { avatar: photo, avatarType: 'CUSTOM' } });
    expect(set.body.value).toEqual({ avatar: photo, avatarType: 'CUSTOM' });
    expect((await c.call('member.playerAvatar')).body.value).toEqual({ avatar: photo, avatarType: 'CUSTOM' });
    expect((await c.call<string>('member.infoIcon')).body.value).toBe(photo);
    for (const refused of [png([0x47, 0x49, 0x46, 0x38]), png([0x89, 0x50, 0x4e, 0x47], 65 * 1024)]) {
      const r = await c.call('member.changeIcon', { body: { avatar: refused, avatarType: 'CUSTOM' } });
      expect([r.status, r.body.errorCode]).toEqual([400, 'avatar_invalid']);
    }
    expect((await c.call('member.playerAvatar')).body.value).toEqual({ avatar: photo, avatarType: 'CUSTOM' });
  });
});

describe('sign-in through the stand-in identity provider', () => {
  const login = (c: Client, channel: string, token: string, merchant?: string) =>
    c.call<{ token: string }>('session.login', {
      body: { type: 'firebase', firebaseChannel: channel, firebaseIdToken: token },
      token: null,
      ...(merchant ? { headers: { Merchant: merchant } } : {}),
    });

  it('creates the member the first time, then signs the same person in to the same account', async () => {
    const c = new Client(gw.baseUrl);
    const idToken = await c.control.idpToken('GOOGLE', 'google-1001');
    const first = await login(c, 'GOOGLE', idToken);
    expect(first.status).toBe(404);
    expect(first.body.errorCode).toBe('social_account_not_registered');
    const made = await c.call<{ token: string }>('member.registerAuto', {
      body: { firebaseChannel: 'GOOGLE', firebaseIdToken: idToken, registerMethod: 'WEB', login: true },
      token: null,
    });
    expect(made.body.success).toBe(true);
    const info = await c.call<{ account: string; nickname: string }>('member.info', { token: made.body.value!.token });
    expect(info.body.value!.nickname).toBe('Maria Santos');
    const again = await login(c, 'GOOGLE', idToken);
    expect(again.body.success).toBe(true);
    const same = await c.call<{ account: string }>('member.info', { token: again.body.value!.token });
    expect(same.body.value!.account).toBe(info.body.value!.account);
  });

  it('verifies a phone through the external provider: the new member has that mobile number', async () => {
    const c = new Client(gw.baseUrl);
    const idToken = await c.control.idpToken('PHONE', 'phone-3001');
    const made = await c.call<{ token: string }>('member.registerAuto', {
      body: { firebaseChannel: 'PHONE', firebaseIdToken: idToken, login: true },
      token: null,
    });
    const info = await c.call<{ mobileNum?: string }>('member.info', { token: made.body.value!.token });
    expect(info.body.value!.mobileNum).toMatch(/^091\*+101$/);
  });

  it('refuses a forged, altered or mismatched token with social_token_invalid', async () => {
    const c = new Client(gw.baseUrl);
    const real = await c.control.idpToken('GOOGLE', 'google-1002');
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ provider: 'GOOGLE' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('https://idp.mock.local')
      .setAudience('wl-gaming-gateway')
      .setSubject('google-1002')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const [h, p, s] = real.split('.') as [string, string, string];
    const altered = `${h}.${Buffer.from(JSON.stringify({ sub: 'google-1001', provider: 'GOOGLE' })).toString('base64url')}.${s}`;
    for (const [channel, token] of [
      ['GOOGLE', forged],
      ['GOOGLE', altered],
      ['FACEBOOK', real],
      ['GOOGLE', `${h}.${p}`],
    ] as const) {
      const r = await login(c, channel, token);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, errorCode: 'social_token_invalid' });
    }
  });

  it('refuses an expired token (virtual clock) and a provider the merchant has off', async () => {
    const c = new Client(gw.baseUrl);
    const token = await c.control.idpToken('GOOGLE', 'google-1002');
    const r = await fetch(`${gw.baseUrl}/__mock/clock/advance`, {
      method: 'POST',
      headers: { 'X-Mock-Session': c.control.session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms: 11 * 60_000 }),
    });
    expect(r.ok).toBe(true);
    expect((await login(c, 'GOOGLE', token)).body.errorCode).toBe('social_token_invalid');
    const fb = await c.control.idpToken('FACEBOOK', 'facebook-2001');
    const off = await c.call('member.registerAuto', {
      body: { firebaseChannel: 'FACEBOOK', firebaseIdToken: fb },
      token: null,
      headers: { Merchant: 'SB01' },
    });
    expect(off.status).toBe(403);
    expect(off.body.errorCode).toBe('social_provider_disabled');
  });

  it('answers a login without token or without username as request.invalid', async () => {
    const c = new Client(gw.baseUrl);
    const r1 = await c.call('session.login', { body: { type: 'firebase', firebaseChannel: 'GOOGLE' }, token: null });
    const r2 = await c.call('session.login', { body: { password: 'x' }, token: null });
    expect([r1.body.errorCode, r2.body.errorCode]).toEqual(['request.invalid', 'request.invalid']);
  });
});

describe('credit report', () => {
  it("adds up month by month and ends on the member's balance; trial accounts are refused", async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const r = await c.call<MemberCreditReportValue>('member.creditReport', { query: { months: 4 } });
    const months = r.body.value!.months;
    expect(months).toHaveLength(4);
    expect(months.some((m) => m.toGames > 0 && m.deposits > 0)).toBe(true);
    for (const [i, m] of months.entries()) {
      const cents = (x: number) => Math.round(x * 100);
      expect(cents(m.closing), m.month).toBe(
        cents(m.opening) +
          cents(m.deposits) -
          cents(m.withdrawals) +
          cents(m.bonuses) -
          cents(m.toGames) +
          cents(m.fromGames) +
          cents(m.other),
      );
      if (i > 0) expect(m.opening).toBe(months[i - 1]!.closing);
    }
    const info = await c.call<{ balance: number }>('member.info');
    expect(months.at(-1)!.closing).toBe(info.body.value!.balance);
    expect((await c.call('member.creditReport', { query: { months: 13 } })).body.errorCode).toBe('request.invalid');

    const trial = new Client(gw.baseUrl);
    const t = await trial.call<{ token: string }>('session.freeplay', {
      body: { os: 'linux', platform: 'W', gatewayVersion: '3' },
    });
    const refused = await trial.call('member.creditReport', { token: t.body.value!.token });
    expect(refused.body.errorCode).toBe('in_need_true_account');
  });
});
