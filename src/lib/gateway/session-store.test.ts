// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, withoutSessionToken } from './session-store';

const page = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const handOver = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;

/** The page's inline hand-over script, run at `url` as the browser runs it while parsing the page. */
function land(url: string): void {
  history.replaceState(null, '', url);
  document.head.append(Object.assign(document.createElement('script'), { textContent: handOver }));
}

beforeEach(() => sessionStorage.clear());

describe('a token handed over in the URL (SPEC §4)', () => {
  it('moves to sessionStorage and leaves the address bar while the page is parsed, keeping the rest of the URL', () => {
    const entries = history.length;
    land('/member/securityCenter?token=tok-123&tab=2#pwd');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(location.pathname + location.search + location.hash).toBe('/member/securityCenter?tab=2#pwd');
    expect(history.length).toBe(entries); // replaced, not pushed: Back does not return to the token
  });

  it('leaves a page without a token alone, and drops an empty one', () => {
    land('/rng?vassalage=PG');
    expect(location.pathname + location.search).toBe('/rng?vassalage=PG');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    land('/?token=');
    expect(location.pathname + location.search).toBe('/');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('URLs for another origin', () => {
  it('lose a query value that is the session token, and nothing else', () => {
    expect(withoutSessionToken('https://games.example/play/1?t=tok-123&lang=en#x', 'tok-123')).toBe(
      'https://games.example/play/1?lang=en#x',
    );
    expect(withoutSessionToken('/__mock/art/game/1.svg?token=tok-123', 'tok-123')).toBe('/__mock/art/game/1.svg');
    const vendorOwn = 'https://games.example/play/1?token=vendor-abc';
    expect(withoutSessionToken(vendorOwn, 'tok-123')).toBe(vendorOwn);
    expect(withoutSessionToken(vendorOwn, null)).toBe(vendorOwn);
  });
});
