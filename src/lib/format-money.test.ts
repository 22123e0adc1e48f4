import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatMoney, warmMoneyFormat } from './format-money';

describe('formatMoney', () => {
  it('shows two decimals and the language’s separators', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'vi')).toBe('1.234,50');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});

describe('warmMoneyFormat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // `format` is a getter that hands out the bound formatting function (typed as a method).
  const formatted = () => vi.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get');

  /** A worker that ends when the test says: what `warmMoneyFormat` started, and how. */
  function fakeWorkers() {
    const started: { url: string; name?: string; worker: FakeWorker }[] = [];
    class FakeWorker {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(url: URL, options?: WorkerOptions) {
        started.push({ url: String(url), name: options?.name, worker: this });
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    return started;
  }

  it("builds the locale tables in a worker named for the language, and the page's format after it", () => {
    vi.useFakeTimers();
    const format = formatted();
    const started = fakeWorkers();
    warmMoneyFormat('km');
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/intl-warm\.worker/);
    expect(started[0]!.name).toBe('km');
    vi.runAllTimers();
    expect(format).not.toHaveBeenCalled(); // the worker has not finished
    started[0]!.worker.onmessage?.();
    vi.runAllTimers();
    expect(format).toHaveBeenCalledOnce();
  });

  it('formats in a task of its own when the worker fails, or where there are no workers', () => {
    vi.useFakeTimers();
    const format = formatted();
    const started = fakeWorkers();
    warmMoneyFormat('lo');
    started[0]!.worker.onerror?.();
    vi.runAllTimers();
    expect(format).toHaveBeenCalledOnce();

    vi.stubGlobal('Worker', undefined);
    warmMoneyFormat('my');
    expect(format).toHaveBeenCalledOnce(); // not in the caller's task
    vi.runAllTimers();
    expect(format).toHaveBeenCalledTimes(2);
  });
});
