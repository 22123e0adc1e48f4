// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { loadBoot, recheckStatus, systemStatusOf } from './load-boot';
import { rememberedDomains } from './domain-routes';

describe('system status', () => {
  it('is normal with neither flag', () =>
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0));
  it('is region-restricted with the region flag alone', () =>
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2));
  it('puts maintenance before the region block', () =>
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1));
});

const ANSWERS: Record<string, unknown> = {
  'system.templates': { templateId: 'WROYAL', merchantCode: 'RA88', parameters: {} },
  'system.status': {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '10.0.0.1' },
    // The status repeats consolidated settings; the app keeps only what it reads of it.
    info: {
      customerService: [{ name: 'chat' }],
      imageCDNs: ['https://img.example'],
      launchGameCDNs: [],
      register: { username: { enabled: true } },
      resources: { APP: { url: 'data:image/png;base64,AAAA', labelNameEn: 'App' } },
    },
  },
  'system.consolidated': {
    domainRoute: { domainList: [{ domainName: 'a.example' }, { domainName: 'b.example' }], customerService: [] },
    resources: [],
    customerService: [],
    register: { username: { enabled: true } },
    whitelabel: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }],
  },
  'system.country': { countryCode: 'PH', currency: 'PHP' },
  'system.location': { ip: '10.0.0.2' },
};

/** A gateway answering each call a little later, recording when each call starts (+) and ends (-). */
function recordingGateway(answers = ANSWERS) {
  const started: string[] = [];
  const events: string[] = [];
  const gateway = {
    call: async (endpoint: EndpointDef) => {
      started.push(endpoint.id);
      events.push(`+${endpoint.id}`);
      await new Promise((r) => setTimeout(r, 1));
      events.push(`-${endpoint.id}`);
      return answers[endpoint.id];
    },
  } as unknown as GatewayClient;
  return { gateway, started, events };
}

describe('loadBoot', () => {
  it('asks for all five at once, so the boot waits one round trip', async () => {
    const { gateway, events } = recordingGateway();
    const result = await loadBoot(gateway);
    const asked = ['system.templates', 'system.status', 'system.consolidated', 'system.country', 'system.location'];
    expect(events.slice(0, 5)).toEqual(asked.map((id) => `+${id}`));
    expect(events.slice(5).sort()).toEqual(asked.map((id) => `-${id}`).sort());
    expect(result.systemStatus).toBe(0);
    expect(result.ip).toBe('10.0.0.2');
    expect(result.settings.flags).toMatchObject({ FREEPLAY3: true });
    expect(result.settings.registrationRules).toEqual({ username: { enabled: true } });
    expect(result.settings.domains).toEqual(['a.example', 'b.example']);
  });

  it('keeps of the status only what the app reads, so a rendered page carries no more', async () => {
    const { settings } = await loadBoot(recordingGateway().gateway);
    expect(Object.keys(JSON.parse(JSON.stringify(settings.status.info))).sort()).toEqual([
      'customerService',
      'imageCDNs',
      'launchGameCDNs',
    ]);
  });

  it('keeps the domain routes for a later visit whose domain is down', async () => {
    localStorage.clear();
    await loadBoot(recordingGateway().gateway);
    expect(rememberedDomains()).toEqual(['a.example', 'b.example']);
  });

  it('fails with the status, keeping nothing of the settings that answered', async () => {
    localStorage.clear();
    const gateway = {
      call: async (endpoint: EndpointDef) => {
        if (endpoint.id === 'system.status') throw new Error('down');
        return ANSWERS[endpoint.id];
      },
    } as unknown as GatewayClient;
    await expect(loadBoot(gateway)).rejects.toThrow('down');
    expect(rememberedDomains()).toEqual([]);
  });

  it('re-checks only the status, keeping the other settings', async () => {
    const { gateway } = recordingGateway();
    const { settings } = await loadBoot(gateway);
    const maintenance = { ...(ANSWERS['system.status'] as object), maintenance: true };
    const again = recordingGateway({ 'system.status': maintenance });
    const result = await recheckStatus(again.gateway, settings);
    expect(again.started).toEqual(['system.status']);
    expect(result.systemStatus).toBe(1);
    expect(result.settings.registrationRules).toBe(settings.registrationRules);
  });
});
