/** The usernames typed in the recipient field: separated by commas or spaces, each once, in order. */
export function parseRecipients(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** The field's text with `name` added, or removed when it is there already (the picker toggles a name). */
export function toggleRecipient(text: string, name: string): string {
  const names = parseRecipients(text);
  return (names.includes(name) ? names.filter((n) => n !== name) : [...names, name]).join(', ');
}
