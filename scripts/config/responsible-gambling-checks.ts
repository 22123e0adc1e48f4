/**
 * merchant.json `responsibleGambling`: what its preset's regulator would not accept once the overrides are applied
 * (src/lib/safer/policy.ts decides; the gateway enforces the same resolved policy), and an information page that
 * routes.json does not serve.
 */
import type { ResponsibleGambling } from '../../src/generated/config-types.ts';
import { policyProblems, resolvePolicy } from '../../src/lib/safer/policy.ts';
import { arrayAt, isObject, stringAt, type JsonObject } from './json-access.ts';

const ROOT = '/responsibleGambling';
const PRESETS = new Set(['ukgc', 'mga', 'agco', 'basic', 'off']);

export function checkResponsibleGambling(
  merchant: JsonObject,
  routes: unknown,
  routesFile: string,
  report: (ptr: string, message: string) => void,
): void {
  const block = merchant['responsibleGambling'];
  // A block with a broken shape is the schema's to report; judging it here would add noise to that report.
  if (!isObject(block) || !PRESETS.has(String(block['preset']))) return;
  for (const p of policyProblems(resolvePolicy(block as unknown as ResponsibleGambling)))
    report(`${ROOT}${p.pointer}`, p.message);
  const info = stringAt(block, 'infoRoute');
  const served = arrayAt(routes, 'routes').map((r) => stringAt(r, 'path'));
  if (info !== undefined && served.length && !served.includes(info.split(/[?#]/, 1)[0]))
    report(`${ROOT}/infoRoute`, `route "${info}" is not in ${routesFile}`);
}
