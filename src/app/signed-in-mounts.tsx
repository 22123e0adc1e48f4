import { ContractOffersMount } from './contract-offers';
import { PushMount } from './push-mount';
import { WithdrawalReceiptsMount } from './withdrawal-receipts';

/** What only a signed-in visit runs app-wide: the receipt check, an agent's contract offers, the push channel. */
export default function SignedInMounts() {
  return (
    <>
      <WithdrawalReceiptsMount />
      <ContractOffersMount />
      <PushMount />
    </>
  );
}
