import { describe, expect, it } from 'vitest';
import { PRESETS, policyOffersAnything, policyProblems, resolvePolicy } from './policy.ts';

const INFO = '/help#responsible-gaming';

describe('resolvePolicy', () => {
  it('is the basic preset when the merchant says nothing', () => {
    expect(resolvePolicy(undefined)).toEqual(PRESETS.basic);
  });

  it('puts overrides on the preset: arrays replaced, objects merged, offered:false wins', () => {
    const p = resolvePolicy({
      preset: 'ukgc',
      limits: { loss: { offered: false }, wager: { offered: true, periods: ['DAY'] } },
      realityCheck: { intervalsMinutes: [20, 40] },
      selfExclusion: { durationsMonths: [12] },
    });
    expect(p.limits).toEqual({ deposit: ['DAY', 'WEEK', 'MONTH'], loss: [], wager: ['DAY'] });
    expect(p.realityCheck).toEqual({ intervalsMinutes: [20, 40], defaultMinutes: 60 });
    expect(p.selfExclusion).toEqual({ durationsMonths: [12], liftable: false, liftCoolingOffDays: 0 });
    expect(p.increaseCoolingOffHours).toBe(24);
  });

  it('offers nothing under "off", and every regulated preset passes its own rules', () => {
    expect(policyOffersAnything(PRESETS.off)).toBe(false);
    // The merchant names its information page: no preset can.
    for (const preset of ['ukgc', 'mga', 'agco', 'basic', 'off'] as const)
      expect(policyProblems({ ...PRESETS[preset], infoRoute: INFO }), preset).toEqual([]);
  });
});

describe('policyProblems', () => {
  it('explains an increase with no cooling-off under ukgc, and allows it under basic', () => {
    expect(policyProblems(resolvePolicy({ preset: 'ukgc', increaseCoolingOffHours: 0, infoRoute: INFO }))).toEqual([
      {
        pointer: '/increaseCoolingOffHours',
        message:
          '0 hours: under the ukgc preset a raised limit waits at least 24 hours (UKGC); set 24 or more, or choose the basic preset',
      },
    ]);
    expect(policyProblems(resolvePolicy({ preset: 'basic', increaseCoolingOffHours: 0 }))).toEqual([]);
  });

  it('asks MGA for a 7-day wait before an exclusion is lifted and AGCO for a reality check', () => {
    expect(
      policyProblems(resolvePolicy({ preset: 'mga', selfExclusion: { liftCoolingOffDays: 1 }, infoRoute: INFO })).map(
        (p) => p.pointer,
      ),
    ).toEqual(['/selfExclusion/liftCoolingOffDays']);
    expect(
      policyProblems(
        resolvePolicy({ preset: 'agco', realityCheck: { intervalsMinutes: [], defaultMinutes: 0 }, infoRoute: INFO }),
      ).map((p) => p.pointer),
    ).toEqual(['/realityCheck/intervalsMinutes']);
  });

  it('asks a regulated preset for the information page the footer links, and basic for none', () => {
    expect(policyProblems(resolvePolicy({ preset: 'ukgc' }))).toEqual([
      {
        pointer: '/infoRoute',
        message:
          'UKGC expects safer-gambling information players can find from every page (preset ukgc): name its page',
      },
    ]);
    expect(policyProblems(resolvePolicy({ preset: 'basic' }))).toEqual([]);
    expect(resolvePolicy({ preset: 'mga', infoRoute: INFO }).infoRoute).toBe(INFO);
  });
});
