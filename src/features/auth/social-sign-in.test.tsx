// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enContent from '@/locales/en/content.json';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import { createTestI18n } from '@/schema-ui/test-i18n';
import { fakeGateway, type Handlers } from './test-support';
import { SocialSignIn } from './social-sign-in';

const MEMBER = { id: 77, account: 'g12345678', nickname: 'Maria Santos', type: 0 };

/** A stand-in for the provider's window: records the URL it was opened with; `answer` posts like /__mock/idp does. */
function fakePopup() {
  const popup = { closed: false, url: '' };
  vi.spyOn(window, 'open').mockImplementation((url) => {
    popup.url = String(url);
    return popup as unknown as Window;
  });
  const answer = (data: Record<string, string>) => {
    const state = new URL(popup.url, location.origin).searchParams.get('state') ?? '';
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: location.origin, data: { type: 'idp-result', state, ...data } }),
      );
    });
  };
  return { popup, answer };
}

function setup(handlers: Handlers) {
  const i18n = createTestI18n('EN');
  i18n.addResourceBundle('EN', 'content', enContent);
  const fake = fakeGateway(handlers);
  const session = createSessionStore();
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway: fake.gateway, session }}>
        <SocialSignIn channels={['GOOGLE', 'FACEBOOK']} onDone={onDone} />
      </ServicesContext>
    </I18nextProvider>,
  );
  return { ...fake, session, onDone };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('SocialSignIn', () => {
  it('creates the member on a first Google sign-in and signs in with the token the gateway answers', async () => {
    const { popup, answer } = fakePopup();
    const { sent, session, onDone } = setup({
      'session.login': () => {
        throw new GatewayError('social_account_not_registered', 'No account', 404);
      },
      'member.registerAuto': () => ({ token: 'tok-new', firstTimeLogin: true, passwordExpired: false }),
      'member.info': () => MEMBER,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(popup.url).toMatch(/^\/__mock\/idp\/GOOGLE\?state=[0-9a-f]{24}$/);
    answer({ idToken: 'provider-token' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({ kind: 'member', member: MEMBER, firstTimeLogin: true });
    expect(sent('session.login')[0]).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: 'provider-token',
    });
    expect(sent('member.registerAuto')[0]).toMatchObject({
      firebaseChannel: 'GOOGLE',
      login: true,
      registerMethod: 'WEB',
    });
    expect(session.getSnapshot().hasToken).toBe(true);
  });

  it('ignores an answer for another sign-in, and says so when the window is closed', async () => {
    const { answer } = fakePopup();
    const { sent, onDone } = setup({});
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: location.origin,
          data: { type: 'idp-result', state: 'other', idToken: 'x' },
        }),
      );
    });
    answer({ error: 'popup_closed' });
    expect((await screen.findByRole('alert')).textContent).toMatch('The sign-in window was closed. Please try again.');
    expect(sent('session.login')).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('translates a refused token and keeps the visitor signed out', async () => {
    const { answer } = fakePopup();
    const { session } = setup({
      'session.login': () => {
        throw new GatewayError('social_token_invalid', 'bad', 401);
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    answer({ idToken: 'forged' });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'The sign-in could not be verified. Please try again.',
    );
    expect(session.getSnapshot().hasToken).toBe(false);
  });

  it('says when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    setup({});
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/blocked the sign-in window/);
  });
});
