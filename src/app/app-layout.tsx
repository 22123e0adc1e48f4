import { ShellLayout } from '@/features/shell/shell-layout';
import { AuthDialogsMount } from './auth-dialogs-mount';
import { ContractOffersMount } from './contract-offers';
import { MemberCentreExit } from './member-centre-exit';
import { PublicPopups } from './public-popups';
import { PushMount } from './push-mount';
import { SessionEndedListener } from './session-ended-listener';
import { WithdrawalReceiptsMount } from './withdrawal-receipts';

/** The root layout: the shell frame plus the app-wide listeners and dialogs that compose several features. */
export function AppLayout() {
  return (
    <>
      <ShellLayout />
      <SessionEndedListener />
      <AuthDialogsMount />
      <PublicPopups />
      <WithdrawalReceiptsMount />
      <ContractOffersMount />
      <MemberCentreExit />
      <PushMount />
    </>
  );
}
