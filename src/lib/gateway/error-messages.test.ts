import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './error-messages';
import { GatewayError } from './gateway-error';

describe('error messages', () => {
  it('give each known code its own sentence', () => {
    expect(errorMessageKey(new GatewayError('sms_quota_insufficient', 'x', 403))).toBe('errors.smsQuota');
    expect(errorMessageKey(new GatewayError('client.timeout', 'x', 0))).toBe('errors.timeout');
  });
  it('say a wrong password is wrong, not badly formatted', () => {
    expect(errorMessageKey(new GatewayError('login.password.invalid', 'x', 400))).toBe('errors.loginWrong');
  });
  it('read an unexplained server failure or a thrown non-gateway error as a broken network link', () => {
    expect(errorMessageKey(new GatewayError('http.503', '', 503))).toBe('errors.network');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
  it('fall back to a generic sentence for an unknown client-side code', () => {
    expect(errorMessageKey(new GatewayError('something.new', 'x', 400))).toBe('errors.unknown');
  });
});
