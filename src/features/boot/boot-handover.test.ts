import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/lib/config/site-settings';
import { flattenWhitelabel } from '@/lib/config/site-flags';
import type { BootResult } from './boot.machine';
import { bootFromHandover, handedBoot } from './boot-handover';

const consolidated = {
  domainRoute: { domainList: [{ domainName: 'a.example' }], customerService: [] },
  resources: [{ type: 'qr', url: '/qr.png' }],
  customerService: [{ name: 'chat' }],
  register: { username: { enabled: true } },
  whitelabel: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [{ modId: 'LOGIN', enabled: '0' }] }],
};
const result = {
  systemStatus: 0,
  ip: '10.0.0.2',
  settings: {
    template: { templateId: 'WROYAL' },
    status: {
      maintenance: false,
      regionRestriction: false,
      location: { ip: '10.0.0.2' },
      // The status repeats some consolidated settings, one of them with other values.
      info: { ...consolidated, resources: [], imageCDNs: ['https://img.example'] },
    },
    consolidated,
    country: { countryCode: 'PH' },
    location: { ip: '10.0.0.2' },
    flags: flattenWhitelabel(consolidated.whitelabel as never),
    registrationRules: consolidated.register,
  },
} as unknown as BootResult<SiteSettings>;

describe('the boot result a page hands over', () => {
  it('carries each setting once: no flags, no rules, no status copy of a consolidated setting', () => {
    const handed = JSON.parse(JSON.stringify(handedBoot(result))) as ReturnType<typeof handedBoot>;
    expect(handed.settings).not.toHaveProperty('flags');
    expect(handed.settings).not.toHaveProperty('registrationRules');
    expect(handed.shared.sort()).toEqual(['customerService', 'domainRoute', 'register', 'whitelabel']);
    expect(Object.keys(handed.settings.status.info).sort()).toEqual(['imageCDNs', 'resources']);
    expect(bootFromHandover(handed)).toEqual(result);
  });
});
