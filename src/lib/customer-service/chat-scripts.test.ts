// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChatScripts, planChatScripts } from './chat-scripts';

const LISTED = ['https://chat.solbet.example/__mock/chat-widget.js'];
const WIDGET = 'https://chat.solbet.example/__mock/chat-widget.js';

describe('which chat scripts the site loads', () => {
  it("loads an address on an origin of the merchant's list, any path there, each once", () => {
    const other = 'https://chat.solbet.example/v2/loader.js';
    expect(planChatScripts({ scripts: [{ src: WIDGET }, { src: other }, { src: WIDGET }] }, LISTED)).toEqual({
      load: [WIDGET, other],
      refused: [],
    });
  });

  it('refuses every other origin, scheme, relative path or user name, and loads nothing for a merchant without a list', () => {
    const refused = [
      'https://evil.example/chat.js',
      'http://chat.solbet.example/__mock/chat-widget.js',
      'https://chat.solbet.example:8443/chat.js',
      '/__mock/chat-widget.js',
      'https://user@chat.solbet.example/chat.js',
      'javascript:alert(1)',
    ];
    const answer = { scripts: refused.map((src) => ({ src })) };
    expect(planChatScripts(answer, LISTED)).toEqual({ load: [], refused });
    expect(planChatScripts({ scripts: [{ src: WIDGET }] }, [])).toEqual({ load: [], refused: [WIDGET] });
  });

  it('never runs script text: not as an entry, not beside an address, not as the whole answer', () => {
    const text = 'window.__inline = true';
    expect(planChatScripts({ scripts: [text, { content: `<script>${text}</script>` }] }, LISTED)).toEqual({
      load: [],
      refused: ['inline text', expect.stringMatching(/^an entry without an address/)],
    });
    expect(planChatScripts({ scripts: [{ src: WIDGET, script: text }] }, LISTED)).toEqual({
      load: [WIDGET],
      refused: [`inline text beside ${WIDGET}`],
    });
    expect(planChatScripts(`<script>${text}</script>`, LISTED).load).toEqual([]);
    expect(planChatScripts({ scripts: text }, LISTED).refused).toHaveLength(1);
    expect(planChatScripts({ scripts: [] }, LISTED)).toEqual({ load: [], refused: [] });
    expect(planChatScripts(null, LISTED)).toEqual({ load: [], refused: [] });
  });
});

describe('loadChatScripts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
  });

  it('adds one async script element per allowed address, once however often it is answered, and no text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadChatScripts({ scripts: [{ src: WIDGET }] }, LISTED, document);
    loadChatScripts({ scripts: [{ src: WIDGET }] }, LISTED, document);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => [s.src, s.async, s.textContent])).toEqual([[WIDGET, true, '']]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, naming everything it ignored, and adds nothing for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadChatScripts({ scripts: [{ src: 'https://evil.example/x.js' }, 'window.x = 1'] }, LISTED, document);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/ignored 2 .*https:\/\/evil\.example\/x\.js; inline text/);
  });
});
