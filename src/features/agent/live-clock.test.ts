import { describe, expect, it } from 'vitest';
import { utcOffset } from './live-clock';

describe('agent centre clock', () => {
  it('shows the time zone offset of the merchant zone', () => {
    expect(utcOffset('Asia/Manila', new Date('2026-01-01T00:00:00Z'))).toBe('UTC+08:00');
    expect(utcOffset('UTC', new Date('2026-01-01T00:00:00Z'))).toBe('UTC+00:00');
    expect(utcOffset('America/Sao_Paulo', new Date('2026-01-01T00:00:00Z'))).toBe('UTC-03:00');
  });
});
