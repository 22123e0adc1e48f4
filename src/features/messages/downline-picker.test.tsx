// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import common from '@/locales/en/common.json';
import inbox from '@/locales/en/inbox.json';
import { DownlinePicker } from './downline-picker';
import { parseRecipients, toggleRecipient } from './recipients';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const TEAM = ['ann01', 'bob02', 'cy03'];

function Picked() {
  const [text, setText] = useState('');
  return (
    <>
      <output>{text}</output>
      <DownlinePicker picked={parseRecipients(text)} onToggle={(n) => setText((v) => toggleRecipient(v, n))} />
    </>
  );
}

function show() {
  const fake = fakeGateway({
    'team.subordinateSimple': ({ query }) => {
      const q = query as { subordinateName?: string };
      const names = q.subordinateName ? TEAM.filter((n) => n.includes(q.subordinateName!)) : TEAM;
      return { list: names.map((customerName, i) => ({ customerId: i + 1, customerName })), totalPages: 1 };
    },
  });
  renderOnSite(<Picked />, { gateway: fake.gateway, namespaces: { common, inbox }, token: 't' });
  return fake;
}

describe('the downline picker', () => {
  it('lists the direct downlines; the keyboard moves and picks, picking again unpicks', async () => {
    const fake = show();
    const list = await screen.findByRole('listbox', { name: inbox.picker.list });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(TEAM);
    expect(fake.calls('team.subordinateSimple')[0]!.query).toMatchObject({ subordinateType: 'DIRECT' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(screen.getByRole('status').textContent).toBe('bob02, cy03');
    expect(screen.getByRole('option', { name: 'bob02' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'bob02' }));
    expect(screen.getByRole('status').textContent).toBe('cy03');
  });

  it('searches the whole team by name, and says when no one matches', async () => {
    const fake = show();
    await screen.findByRole('listbox');
    fireEvent.change(screen.getByRole('searchbox', { name: inbox.picker.search }), { target: { value: 'ann' } });
    await vi.waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ann01']));
    expect(fake.calls('team.subordinateSimple').at(-1)!.query).toMatchObject({
      subordinateType: 'SELF',
      subordinateName: 'ann',
    });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zed' } });
    expect(await screen.findByText('No one in your team matches “zed”.')).toBeTruthy();
  });
});
