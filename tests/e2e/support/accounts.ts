import { expect, type Locator, type Page } from '@playwright/test';
import type { MerchantConfig } from '../../../src/generated/config-types';
import type { MockControl } from '../../contract/mock-control';
import { openLive } from './rendered';
import { GATEWAY, merchantUrl } from './site-config';

/** royal: TY default (and EN), every accounts flag on. solbet: EN default, no free play, no mobile registration. */
export { royal, solbet } from './site-config';

/**
 * Opens a page of a merchant, in a language other than its default when asked (stored like the language switch), and
 * waits until the app answers on it.
 */
export async function visit(
  page: Page,
  merchant: MerchantConfig,
  path = '/',
  language?: 'EN' | 'TY' | 'PT',
): Promise<void> {
  if (language) {
    await page.addInitScript((code) => {
      localStorage.setItem('curLang', code);
      localStorage.setItem('hisLang', code);
    }, language);
  }
  await openLive(page, merchantUrl(merchant, path));
}

export const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** A text input by its visible label (the forms themselves are named like their tabs, e.g. "Username"). */
export const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/** A password input by its visible label (not the "Show …" button next to it). */
export const passwordField = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** The sentence shown under a field: its accessible description (the form links the error with aria-describedby). */
export async function expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** Logged in: the header has the account's deposit link and no login link, and the token is in sessionStorage. */
export async function expectLoggedIn(page: Page, labels: { deposit: string; login: string }): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: labels.deposit })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: labels.login, exact: true })).toHaveCount(0);
  expect(await token(page)).toBeTruthy();
}

export const EN = {
  login: 'Log in',
  deposit: 'Deposit',
  required: 'This field cannot be empty.',
} as const;

export const TY = {
  login: 'Mag-log in',
  deposit: 'Deposito',
  required: 'Hindi maaaring walang laman ang field na ito.',
} as const;

/** Registers an account through the gateway (not the UI), e.g. to make a username taken. */
export async function registerThroughGateway(
  mockSession: string,
  merchantCode: string,
  fields: Record<string, string>,
): Promise<void> {
  const { encryptPayload } = await import('../../../mock-gateway/lib/jwe-client');
  const base = GATEWAY;
  const headers = {
    'X-Mock-Session': mockSession,
    Merchant: merchantCode,
    Device: 'web',
    Language: 'EN',
    'X-Gateway-Version': '3',
    'Content-Type': 'application/json',
  };
  await fetch(`${base}/wps/captcha`, { headers }); // a current captcha, whose answer the mock tells
  const { value: captcha } = await (await fetch(`${base}/__mock/captcha`, { headers })).json();
  const jwks = await (await fetch(`${base}/wps/system/jwks`, { headers })).json();
  const body = { ...fields, captcha: captcha.answer, registerMethod: 'WEB', loginFlag: true };
  const answer = await (
    await fetch(`${base}/wps/member/register`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ jwe: await encryptPayload(jwks.value, body) }),
    })
  ).json();
  if (!answer.success)
    throw new Error(`registering ${fields.username} failed: ${answer.errorCode} ${JSON.stringify(answer.value)}`);
}

/** Sends the registration SMS code to a fresh number and types it in (labels in the page language). */
export async function enterSmsCode(
  form: Locator,
  mock: MockControl,
  mobile: string,
  labels: { mobile: string; send: string; code: string },
): Promise<void> {
  await textbox(form, labels.mobile).fill(mobile);
  await form.getByRole('button', { name: labels.send }).click();
  await expect.poll(async () => (await mock.sms(mobile)).length).toBe(1);
  await textbox(form, labels.code).fill(await mock.lastSmsCode(mobile));
}
