import type { Page } from '@playwright/test';
import type { MerchantConfig } from '../../src/generated/config-types';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, token } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { serveAsStaticHost } from './support/rendered';
import { layoutProblems } from './support/layout-checks';
import { GATEWAY, merchantUrl } from './support/site-config';

test.describe.configure({ timeout: 120_000 });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const SIX_MB = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);

/** The words the walk reads, in the language it runs in. */
const WORDS = {
  EN: {
    status: (s: string) => `Status: ${s}`,
    join: 'Join',
    applying: 'Applying',
    claimed: 'Claimed',
    apply: 'Apply',
    claim: 'Claim',
    dialog: /^Apply: /,
    images: /^Images/,
    remark: /^Remark/,
    send: 'Send application',
    tooBig: 'big.png was not added: an image can be at most 5 MB.',
    notImage: 'anim.gif was not added: only png or jpg images are accepted.',
    remove: 'Remove image 3',
    chosen: 'Chosen images',
    won: /^You won /,
    opensIn: /^The draw opens in \d\d:\d\d$/,
  },
  PT: {
    status: (s: string) => `Situação: ${s}`,
    join: 'Participar',
    applying: 'Em análise',
    claimed: 'Resgatado',
    apply: 'Inscrever-se',
    claim: 'Resgatar',
    dialog: /^Inscrição: /,
    images: /^Imagens/,
    remark: /^Observação/,
    send: 'Enviar inscrição',
    tooBig: 'big.png não foi adicionada: cada imagem pode ter no máximo 5 MB.',
    notImage: 'anim.gif não foi adicionada: só aceitamos imagens png ou jpg.',
    remove: 'Remover imagem 3',
    chosen: 'Imagens escolhidas',
    won: /^Você ganhou /,
    opensIn: /^O sorteio abre em \d\d:\d\d$/,
  },
} as const;

interface Row {
  promotionId: number;
  mechanic: string;
  status: string;
  rewardAmount: number;
}

/** The header balance in minor units, whatever the language writes around the digits. */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByRole('banner').locator('output').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

for (const [merchant, language] of [
  [royal, 'EN'],
  [solbet, 'PT'],
] as [MerchantConfig, 'EN' | 'PT'][]) {
  test(`${merchant.code} (${language}): a promotion from the home carousel applied for with 2 images, approved, claimed once; the raffle claimed once`, async ({
    page,
    mock,
    mockSession,
  }) => {
    const w = WORDS[language];
    // The raffle's countdown runs on the page clock; the gateway's draw on the mock's.
    await page.clock.install();
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.addInitScript((code) => {
      localStorage.setItem('curLang', code);
      localStorage.setItem('hisLang', code);
    }, language);
    await page.goto(merchantUrl(merchant, '/'));
    const header = page.getByRole('banner').locator('output');
    await expect(header).toHaveText(/\d/);
    const headers = {
      Authorization: (await token(page))!,
      'X-Mock-Session': mockSession,
      Merchant: merchant.merchantCodes.default,
      Device: 'web',
      Language: language,
      'X-Gateway-Version': '3',
    };
    const rows = (await (
      await page.request.get(`${GATEWAY}/wps/relay/MCSFE_getPromotionStatusList`, { headers })
    ).json()) as { value: Row[] };
    // demo_member's seeded payout receipt (another walk's subject) is confirmed, so its docked dialog stays away.
    for (const c of (await mock.withdrawals('demo_member')).confirmations)
      await page.request.post(`${GATEWAY}/wps/relay/MCSFE_processC2CTransaction`, {
        headers: { ...headers, 'Idempotency-Key': `promos-${c.payDetailId}` },
        data: { payDetailId: c.payDetailId, isMoneyReceived: 'Y' },
      });
    await page.reload();
    const applyFor = rows.value.find((r) => r.mechanic === 'apply' && r.status === 'JOIN')!;
    const raffle = rows.value.find((r) => r.mechanic === 'raffle')!;

    // The home promo carousel leads to the promotion it shows.
    const carousel = page.locator('section[aria-labelledby="home-promotions"] [data-carousel]');
    const link = carousel.locator(`a[href="/promotions#${applyFor.promotionId}"]`);
    for (let i = 0; i < 12 && (await link.evaluate((el) => !!el.closest('[inert]'))); i++)
      await carousel.locator('button[aria-controls]').last().click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/promotions#${applyFor.promotionId}$`));
    const status = page.getByTestId('promotion-status');
    await expect(status).toHaveText(w.status(w.join));

    // Apply: a 6 MB image and a GIF are refused with a sentence; 3 images previewed, one removed, 2 sent.
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    const files = dialog.getByLabel(w.images);
    await files.setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: SIX_MB },
      { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    await expect(dialog.getByRole('alert')).toContainText(w.tooBig);
    await expect(dialog.getByRole('alert')).toContainText(w.notImage);
    await files.setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG },
      { name: 'three.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const chosen = dialog.getByRole('list', { name: w.chosen });
    await expect(chosen.getByRole('img')).toHaveCount(3);
    await chosen.getByRole('button', { name: w.remove }).click();
    await expect(chosen.getByRole('img')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: w.remark }).fill('Lost 2,000 on slots last week');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog).toHaveCount(0);
    await expect(status).toHaveText(w.status(w.applying));
    const sent = (await mock.promotionApplications('demo_member')).applications.find(
      (a) => a.promotionId === applyFor.promotionId,
    )!;
    expect(sent).toMatchObject({ status: 'PENDING', remarks: 'Lost 2,000 on slots last week' });
    expect(sent.images).toHaveLength(2);

    // The back office approves; the member claims (a double click) and the balance rises once, at once.
    await mock.decidePromotion({ account: 'demo_member', promotionId: applyFor.promotionId, decision: 'approve' });
    await page.reload();
    await expect(header).toHaveText(/\d/);
    const before = await balance(page);
    await page.getByRole('button', { name: w.claim, exact: true }).dblclick();
    await expect(status).toHaveText(w.status(w.claimed));
    await expect.poll(() => balance(page)).toBe(before + applyFor.rewardAmount * 100);
    await expectNoAxeViolations(page);
    // The reward centre lists the same reward, as claimed (a claim there would be refused).
    const title = await page.locator('#promotion-title').textContent();
    await page.goto(merchantUrl(merchant, '/member/rewardCenter'));
    await expect(page.getByRole('listitem').filter({ hasText: title! }).filter({ hasText: w.claimed })).toBeVisible();

    // The raffle: a countdown to the draw; when both clocks pass it, a double click claims it once.
    await page.goto(merchantUrl(merchant, `/promotions#${raffle.promotionId}`));
    await expect(header).toHaveText(/\d/);
    await expect(page.getByRole('timer')).toHaveText(w.opensIn);
    await mock.advanceClock(10 * 60_000);
    await page.clock.runFor(10 * 60_000);
    const beforeRaffle = await balance(page);
    await page.getByRole('button', { name: w.claim, exact: true }).dblclick();
    await expect(page.getByText(w.won)).toBeVisible();
    await expect.poll(() => balance(page)).toBe(beforeRaffle + raffle.rewardAmount * 100);
    const bonuses = (await mock.ledger('demo_member')).movements.filter((m) => /^(promotion|raffle):/.test(m.ref));
    expect(bonuses).toHaveLength(2);
    await page.reload();
    await expect(status).toHaveText(w.status(w.claimed));
    // After the reload the balance arrives on its own call: wait for it rather than read the empty header.
    await expect.poll(() => balance(page)).toBe(beforeRaffle + raffle.rewardAmount * 100);

    // The list at 360 px: tabs and cards fit without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(merchantUrl(merchant, '/promotions'));
    await expect(page.getByRole('tab').nth(1)).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test('on a phone the cards do not move when the categories arrive after them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The browser reads the list and the categories itself (as from a static host, or when the site server's reads
  // missed its deadline): a page the server rendered has both.
  await serveAsStaticHost(page, merchantUrl(royal, '/promotions'), GATEWAY);
  let releaseCategories!: () => void;
  const categoriesHeld = new Promise<void>((resolve) => (releaseCategories = resolve));
  await page.route(/PROMOFE_getPromotionAnnouncementCategory/, async (route) => {
    await categoriesHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const list = page.waitForResponse(/MCSFE_getListAnnouncements\?types=PR/);
  await page.goto(merchantUrl(royal, '/promotions'));
  await list;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  releaseCategories();
  await expect(page.getByRole('tab')).not.toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  // Shifts are reported after the frame that made them: two frames and a task later every one is counted.
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __shifts: number }).__shifts))),
        ),
      ),
  );
  expect(shifts).toBe(0);
});
