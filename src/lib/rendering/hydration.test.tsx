// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { HydrationGate, useClientStore, useHydrated } from './hydration';
import { useTypedBeforeHydration } from './typed-before-hydration';

const noChanges = () => () => undefined;
const seen: string[] = [];

function Probe() {
  const where = useClientStore(
    noChanges,
    () => 'browser',
    () => 'server',
  );
  const hydrated = useHydrated();
  seen.push(`${where}/${hydrated}`);
  return (
    <p>
      {where} {String(hydrated)}
    </p>
  );
}

const tree = (hydrating: boolean) => (
  <HydrationGate hydrating={hydrating}>
    <Probe />
  </HydrationGate>
);

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

describe('HydrationGate', () => {
  it("renders the server's snapshot on the server, hydrates it as it is, then lets the browser's in", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree(true));
    expect(container.textContent).toBe('server false');
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    seen.length = 0;
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(true), { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]); // no mismatch: nothing was rendered again from scratch
    expect(seen[0]).toBe('server/false');
    expect(seen.at(-1)).toBe('browser/true');
    // The browser's snapshot and "hydrated" arrive together, in one render after the hydration's.
    expect(seen.filter((s) => s !== 'server/false' && s !== 'browser/true')).toEqual([]);
    expect(container.textContent).toBe('browser true');
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });

  it("gives a tree the browser renders by itself the browser's snapshot from its first render", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(tree(false)));
    expect(seen).not.toContain('server/false');
    expect(container.textContent).toBe('browser true');
  });
});

describe('useTypedBeforeHydration', () => {
  function Search() {
    const [text, setText] = useState('');
    const input = useRef<HTMLInputElement>(null);
    useTypedBeforeHydration(input, text, setText);
    return (
      <>
        <input ref={input} aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
        <output>{text}</output>
      </>
    );
  }

  it("keeps the text typed into the server's input before the page was hydrated", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const searchTree = (
      <HydrationGate hydrating>
        <Search />
      </HydrationGate>
    );
    container.innerHTML = renderToString(searchTree);
    container.querySelector('input')!.value = 'dragon';
    await act(async () => {
      hydrateRoot(container, searchTree);
    });
    // The gate's render after hydration would have put the input back to '' without it.
    expect(container.querySelector('input')!.value).toBe('dragon');
    expect(container.querySelector('output')!.textContent).toBe('dragon');
  });
});
