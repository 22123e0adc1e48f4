/** Named QA scenarios on a world, and the system status they imply (maintenance 1 wins over region block 2). */
import { WorldError } from './errors.js';
import type { Clock, GeetestSwitch, ScenarioName, Scenarios, ScenarioValues } from './types.js';
import { GEETEST_DEFAULT_IDS, GEETEST_SWITCHES, SCENARIO_NAMES } from './types.js';

const HOUR = 3_600_000;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One spelling per address: IPv4-mapped IPv6 without its prefix, ::1 as 127.0.0.1. */
export function normaliseIp(ip: string): string {
  const t = ip.trim();
  if (t.toLowerCase().startsWith('::ffff:')) return t.slice(7);
  if (t === '::1') return '127.0.0.1';
  return t.toLowerCase();
}

/** Validates and normalises a scenario value coming from the QA API (undefined/null = sensible default). */
export function normaliseScenario(
  name: string,
  value: unknown,
  now: number,
): { name: ScenarioName; value: ScenarioValues[ScenarioName] } {
  if (!(SCENARIO_NAMES as readonly string[]).includes(name))
    throw new WorldError('scenario_unknown', { name, known: SCENARIO_NAMES });
  const n = name as ScenarioName;
  const bad = (): never => {
    throw new WorldError('scenario_value_invalid', { name, value });
  };
  const v = value ?? true;
  switch (n) {
    case 'maintenance':
      if (v === true) return { name: n, value: true };
      if (isObj(v) && (v.until === undefined || isTime(v.until)))
        return { name: n, value: v.until === undefined ? {} : { until: v.until as number } };
      return bad();
    case 'region-blocked':
      if (v === true) return { name: n, value: true };
      if (
        isObj(v) &&
        (v.ip === undefined || typeof v.ip === 'string') &&
        (v.country === undefined || typeof v.country === 'string')
      ) {
        return {
          name: n,
          value: { ...(v.ip ? { ip: v.ip as string } : {}), ...(v.country ? { country: v.country as string } : {}) },
        };
      }
      return bad();
    case 'sms-quota':
      if (v === true) return { name: n, value: 0 };
      if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return { name: n, value: v };
      if (isObj(v) && typeof v.remaining === 'number' && Number.isInteger(v.remaining) && v.remaining >= 0)
        return { name: n, value: v.remaining };
      return bad();
    case 'game-maintenance': {
      if (v === true) return { name: n, value: { start: now, end: now + HOUR } };
      if (!isObj(v)) return bad();
      const start = v.start === undefined ? now : v.start;
      const end = v.end === undefined ? (isTime(start) ? start + HOUR : NaN) : v.end;
      const vendors = v.vendors;
      if (!isTime(start) || !isTime(end) || end <= start) return bad();
      if (vendors !== undefined && !(Array.isArray(vendors) && vendors.every((x) => typeof x === 'string')))
        return bad();
      return {
        name: n,
        value: { start, end, ...(vendors && (vendors as string[]).length ? { vendors: vendors as string[] } : {}) },
      };
    }
    case 'geetest': {
      // true, "v3" / "v4", or {version?, id?, switches?, merchant?}: v4, the stand-in id and both switches by default.
      const o = v === true ? {} : typeof v === 'string' ? { version: v } : isObj(v) ? v : bad();
      const version = o.version ?? 'v4';
      if (version !== 'v3' && version !== 'v4') return bad();
      const id = o.id ?? GEETEST_DEFAULT_IDS[version];
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return bad();
      const switches = o.switches ?? GEETEST_SWITCHES;
      if (!Array.isArray(switches) || !switches.every((s) => GEETEST_SWITCHES.includes(s as GeetestSwitch)))
        return bad();
      if (o.merchant !== undefined && (typeof o.merchant !== 'string' || !o.merchant)) return bad();
      return {
        name: n,
        value: {
          version,
          id,
          switches: [...new Set(switches as GeetestSwitch[])],
          ...(o.merchant ? { merchant: o.merchant as string } : {}),
        },
      };
    }
    case 'sms-too-many':
    case 'unrecognised-ip':
    case 'password-expired':
    case 'popups-off':
    case 'rate-limits-off':
    case 'deposit-id-picture':
    case 'gcash-redirect':
      if (v === true || isObj(v)) return { name: n, value: true };
      return bad();
  }
}

export function createScenarios(clock: Clock): Scenarios {
  const active = new Map<ScenarioName, unknown>();
  const regionBlock = (ip?: string): { country?: string } | undefined => {
    const r = active.get('region-blocked') as ScenarioValues['region-blocked'] | undefined;
    if (r === undefined) return undefined;
    if (r === true) return {};
    if (r.ip !== undefined && (ip === undefined || normaliseIp(ip) !== normaliseIp(r.ip))) return undefined;
    return r.country ? { country: r.country } : {};
  };
  const maintenanceOn = (): boolean => {
    const m = active.get('maintenance') as ScenarioValues['maintenance'] | undefined;
    if (m === undefined) return false;
    return m === true || m.until === undefined || clock.now() < m.until;
  };
  return {
    set(name, value) {
      const r = normaliseScenario(name, value, clock.now());
      active.set(r.name, r.value);
    },
    setRaw(name, value) {
      const r = normaliseScenario(name, value, clock.now());
      active.set(r.name, r.value);
    },
    clear: (name) => active.delete(name as ScenarioName),
    clearAll: () => active.clear(),
    get: <N extends ScenarioName>(name: N) => active.get(name) as ScenarioValues[N] | undefined,
    isOn: (name) => (name === 'maintenance' ? maintenanceOn() : active.has(name)),
    list: () =>
      SCENARIO_NAMES.map((name) => {
        const value = active.get(name);
        return {
          name,
          on: name === 'maintenance' ? maintenanceOn() : active.has(name),
          ...(value !== undefined ? { value } : {}),
        };
      }),
    status(ip) {
      if (maintenanceOn()) return 1;
      if (regionBlock(ip)) return 2;
      return 0;
    },
    regionBlock,
    gameMaintenance(vendor, now = clock.now()) {
      const g = active.get('game-maintenance') as ScenarioValues['game-maintenance'] | undefined;
      if (!g) return undefined;
      if (g.vendors && !g.vendors.includes(vendor)) return undefined;
      if (now < g.start || now >= g.end) return undefined;
      return { start: g.start, end: g.end };
    },
  };
}
