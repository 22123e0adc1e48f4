/** What the first screen does without, fetched together on first need (api.ts): the later endpoints and their errors. */
export { LATER_ENDPOINTS } from '@/generated/api-endpoints-later';
export { LATER_MESSAGE_KEYS } from './later-error-messages';
