import { ContractOffersMount } from './contract-offers';
import { MemberCentreExit } from './member-centre-exit';
import { PushMount } from './push-mount';
import { WithdrawalReceiptsMount } from './withdrawal-receipts';

/**
 * What only a signed-in visit runs app-wide: the receipt check, an agent's contract offers, the push channel, the
 * points mall's reset when the member centre closes.
 */
export default function SignedInMounts() {
  return (
    <>
      <WithdrawalReceiptsMount />
      <ContractOffersMount />
      <PushMount />
      <MemberCentreExit />
    </>
  );
}
