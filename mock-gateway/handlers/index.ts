/** Every handler, by catalogue id. The app refuses to start if a catalogue entry has none (or a handler has no entry). */
import { accountHandlers } from './account.js';
import { agentHandlers } from './agent.js';
import { announcementsHandlers } from './announcements.js';
import { captchaHandlers } from './captcha.js';
import { geetestHandlers } from './geetest.js';
import { chatHandlers } from './chat.js';
import { depositHandlers } from './deposit.js';
import { feedbackHandlers } from './feedback.js';
import { gamesHandlers } from './games.js';
import { lotteryHandlers } from './lottery.js';
import { memberHandlers } from './member.js';
import { messagesHandlers } from './messages.js';
import { platformHandlers } from './platform.js';
import { recordsHandlers } from './records.js';
import { sessionHandlers } from './session.js';
import { smsHandlers } from './sms.js';
import { systemHandlers } from './system.js';
import { teamHandlers } from './team.js';
import type { Handlers } from './types.js';
import { walletHandlers } from './wallet.js';
import { withdrawHandlers } from './withdraw.js';
import { withdrawSmsHandlers } from './withdraw-sms.js';
import { contractsHandlers } from './contracts.js';
import { agentNoticesHandlers } from './agent-notices.js';
import { rewardsHandlers } from './rewards.js';
import { pointsHandlers } from './points.js';
import { missionHandlers } from './mission.js';
import { rankHandlers } from './rank.js';
import { referralHandlers } from './referral.js';
import { promotionsHandlers } from './promotions.js';
import { contentHandlers } from './content.js';
import { avatarHandlers } from './avatar.js';
import { socialHandlers } from './social.js';
import { creditReportHandlers } from './credit-report.js';
import { saferHandlers } from './safer.js';
import { rebateHandlers } from './rebate.js';

export const handlers: Handlers = {
  ...systemHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...accountHandlers,
  ...smsHandlers,
  ...captchaHandlers,
  ...geetestHandlers,
  ...agentHandlers,
  ...feedbackHandlers,
  ...walletHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...withdrawSmsHandlers,
  ...recordsHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...announcementsHandlers,
  ...messagesHandlers,
  ...chatHandlers,
  ...contractsHandlers,
  ...agentNoticesHandlers,
  ...rewardsHandlers,
  ...pointsHandlers,
  ...missionHandlers,
  ...rankHandlers,
  ...referralHandlers,
  ...platformHandlers,
  ...promotionsHandlers,
  ...teamHandlers,
  ...contentHandlers,
  ...avatarHandlers,
  ...socialHandlers,
  ...creditReportHandlers,
  ...saferHandlers,
  ...rebateHandlers,
};
