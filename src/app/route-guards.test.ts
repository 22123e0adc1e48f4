import { describe, expect, it } from 'vitest';
import catalogue from '../../site-config/routes.json';
import { AGENT_LANDING, guardRoute } from './route-guards';

const visitor = { hasToken: false, kind: null };
const member = { hasToken: true, kind: 'member' as const };
const agent = { hasToken: true, kind: 'agent' as const };
const trial = { hasToken: true, kind: 'trial' as const };

describe('route guards', () => {
  it('lets anyone open a public route', () => {
    expect(guardRoute({}, visitor)).toEqual({ allow: true });
  });
  it('sends a visitor without a token from an auth route to /login', () => {
    expect(guardRoute({ requiresAuth: true }, visitor)).toEqual({ allow: false, redirectTo: '/login' });
    expect(guardRoute({ area: 'member' }, visitor)).toEqual({ allow: false, redirectTo: '/login' });
  });
  it('sends a visitor from the agent centre to the agent login landing, as routes.json says', () => {
    expect(guardRoute({ area: 'agent' }, visitor)).toEqual({ allow: false, redirectTo: '/agent' });
    const landing = catalogue.routes.find((r) => r.path === AGENT_LANDING);
    expect(landing).toMatchObject({ area: 'public', requiresAuth: false });
    const centre = catalogue.routes.find((r) => r.path === '/agentHome');
    expect(centre?.purpose).toContain(`others are sent to ${AGENT_LANDING}`);
  });
  it('keeps the agent centre for agents: members go to /agent', () => {
    expect(guardRoute({ area: 'agent' }, member)).toEqual({ allow: false, redirectTo: '/agent' });
    expect(guardRoute({ area: 'agent' }, agent)).toEqual({ allow: true });
  });
  it('refuses trial accounts the member and agent centres with in_need_true_account', () => {
    for (const area of ['member', 'agent'] as const) {
      expect(guardRoute({ area }, trial)).toEqual({
        allow: false,
        redirectTo: '/',
        messageKey: 'errors.trialNeedsAccount',
      });
    }
    expect(guardRoute({ requiresAuth: true }, trial)).toEqual({ allow: true });
  });
  it('lets members and agents into the member centre', () => {
    expect(guardRoute({ area: 'member' }, member)).toEqual({ allow: true });
    expect(guardRoute({ area: 'member' }, agent)).toEqual({ allow: true });
  });
});
