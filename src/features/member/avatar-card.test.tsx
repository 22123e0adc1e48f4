// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enContent from '@/locales/en/content.json';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { QueryProvider, queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import { createTestI18n } from '@/schema-ui/test-i18n';
import type { CallOptions, EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { AvatarCard } from './avatar-card';

// jsdom draws no pictures: the square cut is the browser's (tested in the e2e walk); here a file named bad.txt fails.
vi.mock('@/lib/avatar/square-photo', () => ({
  squarePhoto: async (file: File) => {
    if (file.name.endsWith('.txt')) throw new Error('not a picture');
    return 'data:image/jpeg;base64,/9j/AAAA';
  },
}));

type Handlers = Record<string, (options: CallOptions) => unknown>;

/** A gateway answering by catalogue id; `sent` lists the bodies sent to one endpoint. */
function fakeGateway(handlers: Handlers) {
  const call = vi.fn(async (endpoint: EndpointDef, options: CallOptions = {}) => handlers[endpoint.id]!(options));
  const gateway = {
    call,
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  } as unknown as GatewayClient;
  const sent = (id: string) => call.mock.calls.filter(([e]) => e.id === id).map(([, o]) => o?.body);
  return { gateway, sent };
}

function setup(handlers: Handlers) {
  const i18n = createTestI18n('EN');
  i18n.addResourceBundle('EN', 'content', enContent);
  const fake = fakeGateway(handlers);
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway: fake.gateway, session: createSessionStore() }}>
        <QueryProvider>
          <AvatarCard />
        </QueryProvider>
      </ServicesContext>
    </I18nextProvider>,
  );
  return fake;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('AvatarCard', () => {
  it("shows the member's icon, and a pick from the keyboard-usable radio group is saved and shown", async () => {
    let avatar = '3';
    const { sent } = setup({
      'member.playerAvatar': () => ({ avatar, avatarType: 'STATIC' }),
      'member.changeIcon': ({ body }) => {
        avatar = (body as { avatar: string }).avatar;
        return { avatar, avatarType: 'STATIC' };
      },
    });
    expect(await screen.findByRole('img', { name: 'Icon 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
    const group = screen.getByRole('group', { name: 'Choose your avatar' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(12);
    expect((screen.getByRole('radio', { name: 'Icon 3' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Icon 8' }));
    fireEvent.submit(group.closest('form')!);
    expect((await screen.findByRole('status')).textContent).toBe('Your new avatar is saved.');
    expect(sent('member.changeIcon')).toEqual([{ avatar: '8', avatarType: 'STATIC' }]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Icon 8' })).toBeTruthy());
  });

  it('translates a refusal and keeps the picker open with the pick', async () => {
    setup({
      'member.playerAvatar': () => ({ avatar: '1', avatarType: 'STATIC' }),
      'member.changeIcon': () => {
        throw new GatewayError('avatar_invalid', 'no', 400);
      },
    });
    // The row is laid out while the icon loads; its button acts once the icon is in.
    const change = await screen.findByRole('button', { name: 'Change avatar' });
    await waitFor(() => expect((change as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(change);
    fireEvent.click(screen.getByRole('radio', { name: 'Icon 12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose one of the offered icons, or a png or jpg photo of at most 64 kB.',
    );
    expect((screen.getByRole('radio', { name: 'Icon 12' }) as HTMLInputElement).checked).toBe(true);
  });

  it("uploads the member's own photo as a CUSTOM avatar and shows it; a file that is not a picture is refused", async () => {
    let current = { avatar: '2', avatarType: 'STATIC' };
    const { sent } = setup({
      'member.playerAvatar': () => current,
      'member.changeIcon': ({ body }) => (current = body as typeof current),
    });
    const upload = await screen.findByLabelText('Upload a photo (png or jpg)');
    fireEvent.change(upload, { target: { files: [new File(['x'], 'bad.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a png or jpg picture.');
    expect(sent('member.changeIcon')).toEqual([]);
    fireEvent.change(upload, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('status')).textContent).toBe('Your new avatar is saved.');
    expect(sent('member.changeIcon')).toEqual([{ avatar: 'data:image/jpeg;base64,/9j/AAAA', avatarType: 'CUSTOM' }]);
    const photo = await screen.findByRole('img', { name: 'Your photo' });
    expect(photo.getAttribute('src')).toBe('data:image/jpeg;base64,/9j/AAAA');
  });
});
