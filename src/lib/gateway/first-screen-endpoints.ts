/**
 * The catalogue ids a landing page's first screen calls: the boot sequence, the home's and the game lists' reads, the
 * popups, the promotions' tabs, a game tile's launch, a signed-in visit's member info, the domain check of a
 * failed boot, and the chat scripts asked once the first screen is painted (lib/customer-service/chat-scripts-ask.ts). Their lines
 * ship with the first screen (`src/generated/api-endpoints.ts`); every other line is in a file fetched with the first
 * page or call that needs it (`api-endpoints-later.ts`). An id missing here still works, a round trip later.
 */
export const FIRST_SCREEN_ENDPOINTS: readonly string[] = [
  'system.templates',
  'system.status',
  'system.consolidated',
  'system.country',
  'system.location',
  'system.ping',
  'system.customerServiceScript',
  'games.menus',
  'games.vendorLanes',
  'games.list',
  'games.hot',
  'games.jackpot',
  'games.winnerBoard',
  'games.trialLaunch',
  'games.launch',
  'announcements.list',
  'promotions.categories',
  'member.info',
];
