// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enInbox from '@/locales/en/inbox.json';
import type { PlayerNotice } from '@/generated/api-types';
import { NoticeBoard } from './notice-board';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'EN',
  resources: { EN: { inbox: enInbox } },
  ns: ['inbox'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const notices: PlayerNotice[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body <b>${i + 1}</b></p><script>alert(1)</script>`,
  time: Date.UTC(2026, 10, 1 + i),
}));

const board = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <NoticeBoard notices={notices} label="Notices" />
    </I18nextProvider>,
  );
const titles = () =>
  within(within(screen.getByRole('region', { name: 'Notices' })).getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

afterEach(cleanup);

describe('notice board (SPEC §9: 9 per page, 5 page numbers, 1 margin page)', () => {
  it('lists 9 notices per page and pages through them with numbers', () => {
    board();
    expect(titles()).toEqual(notices.slice(0, 9).map((n) => n.title));
    const pages = screen.getByRole('navigation', { name: 'Notice pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Notice 19', 'Notice 20']);
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(titles()).toEqual(notices.slice(9, 18).map((n) => n.title));
  });

  it('opens a notice with its title, time and sanitised content, and goes back to the same page', async () => {
    board();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('button', { name: /Notice 12/ }));
    const detail = screen.getByRole('article', { name: 'Notice 12' });
    expect(detail.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(Date.UTC(2026, 10, 12)).toISOString());
    await waitFor(() => expect(detail.querySelector('b')?.textContent).toBe('12'));
    expect(detail.innerHTML).not.toMatch(/<script/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to all notices' }));
    expect(titles()[0]).toBe('Notice 10');
    expect(document.activeElement?.textContent).toMatch(/Notice 12/);
  });
});
