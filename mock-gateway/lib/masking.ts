/**
 * Masks a recording's personal data and secrets (recording.ts): tokens, phone numbers, e-mails, real names and bank
 * account numbers, found by field name (and e-mails anywhere). The same value always gets the same mask, so a
 * recording keeps its relations (the member whose mobile shows in two answers shows the same masked mobile), and a
 * mask keeps the value's shape (digits stay digits, the length stays) so that it still matches the contract.
 */
import { createHash } from 'node:crypto';

const TOKEN = /token$|^authorization$|^jwe$/i;
const PHONE = /^(mobile|mobilenum|mobileno|phone|phonenumber|phoneno|tel|contactnumber)$/i;
const EMAIL_KEY = /^e?mail$/i;
const NAME =
  /^(realname|fullname|firstname|lastname|middlename|customername|payeename|cardholder|holdername|accountholder|referredname|inviteename|sendername|receivername|displayname|nickname)$/i;
const BANK =
  /^(cardnumber|cardno|bankcardno|bankcardnumber|accountno|accountnumber|bankaccount|bankaccountno|receiveraccount)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Fields left out of a recorded request's match: masked, they would never match the real request again. */
const SECRET = /password|^code$|verifycode|captcha/i;

export type MaskKind = 'token' | 'phone' | 'email' | 'name' | 'bank';

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Each digit replaced by a digit drawn from the value's digest; other characters (masks like `*`) kept. */
function maskDigits(value: string): string {
  const d = digest(value);
  let i = 0;
  return value.replace(/\d/g, () => String(parseInt(d[i++ % d.length]!, 16) % 10));
}

/** Letters and digits of the same length, from the value's digest (tokens are opaque). */
function maskToken(value: string): string {
  const d = digest(value);
  let out = '';
  while (out.length < value.length) out += digest(d + out.length);
  return value.replace(/[A-Za-z0-9]/g, (_c, i: number) => out[i]!);
}

export function maskText(kind: MaskKind, value: string): string {
  switch (kind) {
    case 'token':
      return maskToken(value.replace(/^Bearer\s+/i, ''));
    case 'phone':
    case 'bank':
      return maskDigits(value);
    case 'email':
      return `user${digest(value).slice(0, 8)}@example.com`;
    case 'name':
      return `Name${digest(value).slice(0, 6)}`;
  }
}

function kindOf(key: string): MaskKind | undefined {
  if (TOKEN.test(key)) return 'token';
  if (PHONE.test(key)) return 'phone';
  if (EMAIL_KEY.test(key)) return 'email';
  if (NAME.test(key)) return 'name';
  if (BANK.test(key)) return 'bank';
  return undefined;
}

/** A JSON value with personal data and secrets masked (a copy). */
export function maskValue(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => maskValue(v, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(v, k)]));
  if (typeof value === 'string') {
    const kind = kindOf(key) ?? (EMAIL.test(value) ? 'email' : undefined);
    return kind ? maskText(kind, value) : value;
  }
  if (typeof value === 'number' && (PHONE.test(key) || BANK.test(key))) return Number(maskDigits(String(value)));
  return value;
}

/**
 * What of a request a recorded override matches on: its fields without personal data or secrets (a masked value
 * would never match the real request again, and the real one must not be written down).
 */
export function matchableValue(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => matchableValue(v, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => !kindOf(k) && !SECRET.test(k) && !(typeof v === 'string' && EMAIL.test(v)))
        .map(([k, v]) => [k, matchableValue(v, k)]),
    );
  return value;
}
