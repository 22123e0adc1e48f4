import { describe, expect, it } from 'vitest';
import { parseRecipients, toggleRecipient } from './recipients';

describe('recipient field', () => {
  it('reads usernames separated by commas or spaces, each once', () => {
    expect(parseRecipients(' ann, bob  ann,,cy ')).toEqual(['ann', 'bob', 'cy']);
    expect(parseRecipients('  ')).toEqual([]);
  });

  it('adds a picked name, and takes it out when picked again', () => {
    expect(toggleRecipient('', 'ann')).toBe('ann');
    expect(toggleRecipient('ann', 'bob')).toBe('ann, bob');
    expect(toggleRecipient('ann, bob', 'ann')).toBe('bob');
  });
});
