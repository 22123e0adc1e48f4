import { prefetchReceipts } from '@/features/member/withdrawal-receipt-watch';
import type { MerchantConfig } from '@/generated/config-types';
import { landingPage } from '@/lib/config/centre-home';
import type { GatewayClient } from '@/lib/gateway/client';
import { preloadPagesAt } from './preload-pages';
import { ContractOffersMount } from './contract-offers';
import { MemberCentreExit } from './member-centre-exit';
import { PushMount } from './push-mount';
import { SaferMount } from './safer-mount';
import { WithdrawalReceiptsMount } from './withdrawal-receipts';

/** What the mounts read first, asked at start (app-layout.tsx), beside the boot calls. */
export function prefetchSignedInReads(gateway: GatewayClient): void {
  prefetchReceipts(gateway);
}

/** The pages the address shows (a centre's own address: its default page), with their words and first reads. */
export function preloadLandingPages(pathname: string, merchant: MerchantConfig, gateway: GatewayClient): void {
  preloadPagesAt(landingPage(pathname, merchant), gateway).catch(() => undefined);
}

/**
 * What only a signed-in visit runs app-wide: the receipt check, an agent's contract offers, the push channel, the
 * points mall's reset when the member centre closes, the safer-gambling reality check and prompts.
 */
export default function SignedInMounts() {
  return (
    <>
      <WithdrawalReceiptsMount />
      <ContractOffersMount />
      <PushMount />
      <MemberCentreExit />
      <SaferMount />
    </>
  );
}
