/**
 * A merchant's hosts and platform merchant codes in one table: which hosts serve it, which are its own, which
 * merchant code each sends, and the domain map (domains.json) kept in step, so adding a host is one action instead
 * of edits in two files.
 */
import { useState } from 'react';
import type { Finding } from '../api';
import { t } from '../messages';
import { FindingList } from './finding-list';
import { getIn, isJsonObject, setIn, type Json } from './json-edit';

interface Props {
  merchant: string;
  value: Json;
  domains: Json | undefined;
  onChange: (merchant: Json, domains: Json | undefined) => void;
  findings: readonly Finding[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

export function DomainsEditor({ merchant, value, domains, onChange, findings }: Props) {
  const [newHost, setNewHost] = useState('');
  const hosts = strings(getIn(value, ['domains', 'hosts']));
  const own = strings(getIn(value, ['domains', 'own']));
  const byDomain = getIn(value, ['merchantCodes', 'byDomain']);
  const codes: Json = isJsonObject(byDomain) ? byDomain : {};
  const fallback = String(getIn(value, ['merchantCodes', 'default']) ?? '');
  const map = getIn(domains, ['hosts']);
  const mapped: Json = isJsonObject(map) ? map : {};

  const withCodes = (v: Json, next: Json) =>
    setIn(v, ['merchantCodes', 'byDomain'], Object.keys(next).length || 'byDomain' in codes ? next : undefined) as Json;

  const setCode = (host: string, code: string) => {
    const next = { ...codes };
    if (code.trim()) next[host] = code;
    else delete next[host];
    onChange(withCodes(value, next), domains);
  };
  const setOwn = (host: string, on: boolean) => {
    const next = on ? [...own, host] : own.filter((h) => h !== host);
    onChange(
      setIn(
        value,
        ['domains', 'own'],
        hosts.filter((h) => next.includes(h)),
      ) as Json,
      domains,
    );
  };
  const remove = (host: string) => {
    let v = setIn(
      value,
      ['domains', 'hosts'],
      hosts.filter((h) => h !== host),
    ) as Json;
    if (own.includes(host))
      v = setIn(
        v,
        ['domains', 'own'],
        own.filter((h) => h !== host),
      ) as Json;
    if (host in codes) {
      const next = { ...codes };
      delete next[host];
      v = withCodes(v, next);
    }
    const nextMap = { ...mapped };
    if (nextMap[host] === merchant) delete nextMap[host];
    onChange(v, domains && (setIn(domains, ['hosts'], nextMap) as Json));
  };
  const add = () => {
    const host = newHost.trim().toLowerCase();
    if (!host || hosts.includes(host)) return;
    const v = setIn(value, ['domains', 'hosts'], [...hosts, host]) as Json;
    onChange(v, domains && (setIn(domains, ['hosts', host], merchant) as Json));
    setNewHost('');
  };

  return (
    <section className="editor" aria-labelledby="domains-title">
      <h3 id="domains-title">{t('domainsTitle')}</h3>
      <div className="field-row">
        <label htmlFor="default-code">{t('defaultCode')}</label>
        <input
          id="default-code"
          value={fallback}
          onChange={(e) => onChange(setIn(value, ['merchantCodes', 'default'], e.currentTarget.value) as Json, domains)}
        />
      </div>
      <table className="hosts" data-testid="hosts">
        <thead>
          <tr>
            <th scope="col">{t('host')}</th>
            <th scope="col">{t('own')}</th>
            <th scope="col">{t('hostCode')}</th>
            <th scope="col">{t('inMap')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('remove', { item: t('host') })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {hosts.map((host) => (
            <tr key={host}>
              <th scope="row">{host}</th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t('own')}: ${host}`}
                  checked={own.includes(host)}
                  onChange={(e) => setOwn(host, e.currentTarget.checked)}
                />
              </td>
              <td>
                <input
                  aria-label={`${t('hostCode')}: ${host}`}
                  placeholder={`${t('sameAsDefault')} (${fallback})`}
                  value={typeof codes[host] === 'string' ? (codes[host] as string) : ''}
                  onChange={(e) => setCode(host, e.currentTarget.value)}
                />
              </td>
              <td>{mapped[host] === merchant ? t('yes') : String(mapped[host] ?? '—')}</td>
              <td>
                <button type="button" onClick={() => remove(host)} aria-label={t('remove', { item: host })}>
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="add-from"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label htmlFor="host-add">{t('addHost')}</label>
        <input
          id="host-add"
          value={newHost}
          onChange={(e) => setNewHost(e.currentTarget.value)}
          placeholder="play.example.com"
        />
        <button type="submit">{t('addHostButton')}</button>
      </form>
      <FindingList findings={findings} />
    </section>
  );
}
