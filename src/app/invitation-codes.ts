import { useEffect, useState } from 'react';

export interface InvitationCodes {
  affiliateCode?: string;
  referralCode?: string;
}

function invitationCodes(search: string): InvitationCodes {
  const query = new URLSearchParams(search);
  const codes: InvitationCodes = {};
  for (const name of ['affiliateCode', 'referralCode'] as const) {
    const value = query.get(name)?.trim();
    if (value) codes[name] = value;
  }
  return codes;
}

/**
 * Invitation codes from the address (`?affiliateCode=`, `?referralCode=`), kept for the visit: `/register?…` and the
 * header's register link reach the dialog through a redirect home that drops the query.
 */
export function useInvitationCodes(search: string): InvitationCodes {
  const [codes, setCodes] = useState(() => invitationCodes(search));
  useEffect(() => {
    const seen = invitationCodes(search);
    if (seen.affiliateCode || seen.referralCode) setCodes(seen);
  }, [search]);
  return codes;
}
