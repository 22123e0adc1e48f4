import type { LoginValue } from '@/generated/api-types';

/** Tests only: what the gateway answers a plain member's login (or reset by phone) with this token. */
export const loginAnswer = (token: string): LoginValue => ({
  token,
  firstTimeLogin: false,
  passwordExpired: false,
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
  memberLabel: [],
});
