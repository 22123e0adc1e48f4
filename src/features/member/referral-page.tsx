import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type {
  ReferralClaimAchievementBody,
  ReferralClaimAchievementValue,
  ReferralInvitesQuery,
} from '@/generated/api-types';
import { QrCode } from '@/components/qr-code';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordResults } from '@/components/record-page/record-results';
import { SanitizedHtml } from '@/components/sanitized-html';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { useCopy } from '@/lib/use-copy';
import { ClaimOutcome } from './claim-outcome';
import {
  referralAchievementsQuery,
  referralDetailsQuery,
  referralIncomeQuery,
  referralInvitesQuery,
  referralRankingQuery,
  referralRecentRewardsQuery,
  referralRecordsQuery,
  type ReferralRecordKind,
  referralRulesQuery,
} from './community-queries';
import { useClaim } from './use-community';
import { useMemberFormat } from './use-member-format';
import styles from './community.module.css';

type InviteStatus = NonNullable<ReferralInvitesQuery['status']>;
type Kind = ReferralRecordKind;
const KINDS: readonly Kind[] = ['INVITATION', 'DEPOSIT_REBATE', 'BET_REBATE', 'ACHIEVEMENT'];
/** GATEWAY-CALLS-SEEN §12: 13 friends or records per page. */
const PAGE_SIZE = 13;
/** What the friend list and the reward records show first. */
const FIRST_FRIENDS = { status: 'A' as InviteStatus, page: 1, size: PAGE_SIZE };
const FIRST_RECORDS = { kind: 'INVITATION' as Kind, page: 1, size: PAGE_SIZE };

/** The link a friend registers through: the platform's promotion domain (else this site) with the code. */
export function shareLink(referralCode: string, domains: readonly string[], here: string): string {
  const origin = domains[0] ?? here;
  return `${origin.replace(/\/+$/, '')}/register?referralCode=${encodeURIComponent(referralCode)}`;
}

/** Invite friends (referral): code, link and QR, income, friends, reward records, achievements, ranking, rules. */
export function ReferralPage() {
  const { session } = useServices();
  // SPEC §2 side menu: agents invite through their register centre.
  if (useSessionSnapshot(session).kind === 'agent') return <Navigate to="/agentHome/registerCenter" replace />;
  return (
    <QueryProvider>
      <Referral />
    </QueryProvider>
  );
}

function Referral() {
  const { t, ready } = useTranslation('community');
  const { gateway } = useServices();
  const id = useId();
  const details = useQuery(referralDetailsQuery(gateway));
  const rules = useQuery(referralRulesQuery(gateway));
  // The sections above the fold arrive together (their reads run side by side), so none pushes the others down.
  const aboveTheFold = [details, useQuery(referralRecentRewardsQuery(gateway)), useQuery(referralIncomeQuery(gateway))];
  // Below the fold too: friends, records, achievements and ranking come in together, so one arriving late never
  // pushes the others (or the tab a finger is on) down. Each section then finds its first answer in the cache.
  const belowTheFold = [
    useQuery(referralInvitesQuery(gateway, FIRST_FRIENDS)),
    useQuery(referralRecordsQuery(gateway, FIRST_RECORDS)),
    useQuery(referralAchievementsQuery(gateway)),
    useQuery(referralRankingQuery(gateway)),
  ];
  const rule = rules.data?.[0]?.content[0];
  // The betting rebate's figures show only where the merchant pays one.
  const betting = details.data?.bettingRebateEnabled === 'Y';
  if (!ready || aboveTheFold.some((q) => q.isPending)) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.page}>
      <h2 id={`${id}-title`}>{t('referral.title')}</h2>
      {details.isError && <p role="alert">{t(errorMessageKey(details.error), { ns: 'common' })}</p>}
      {details.data && (
        <Share code={details.data.referralCode} domains={details.data.promotionDomains} terms={details.data} />
      )}
      <Ticker />
      <Income betting={betting} />
      {belowTheFold.some((q) => q.isPending) ? (
        <p aria-busy="true">…</p>
      ) : (
        <>
          <Friends />
          <Records betting={betting} />
          <Achievements />
          <Ranking />
        </>
      )}
      {rule && (
        <details className={`${layout.card} ${styles.rules}`}>
          <summary>{t('rules')}</summary>
          <SanitizedHtml html={rule.content} />
        </details>
      )}
    </section>
  );
}

function Share({
  code,
  domains,
  terms,
}: {
  code: string;
  domains: string[];
  terms: {
    qualifyDepositAmount: number;
    qualifyDays: number;
    invitationReward: number;
    depositRebateRate: number;
    bettingRebateEnabled: 'Y' | 'N';
    betRebateRate: number;
  };
}) {
  const { t } = useTranslation('community');
  const { money } = useMemberFormat();
  const [copied, copy] = useCopy<'link' | 'code'>();
  const link = shareLink(code, domains, location.origin);
  return (
    <div className={layout.card}>
      <div className={styles.share}>
        <div>
          <p>
            {t('referral.yourCode')} <span className={styles.code}>{code}</span>
          </p>
          <p className={styles.code} aria-label={t('referral.yourLink')}>
            {link}
          </p>
          <div className={styles.actions}>
            <button type="button" onClick={() => copy('link', link)}>
              {t('referral.copyLink')}
            </button>
            <button type="button" onClick={() => copy('code', code)}>
              {t('referral.copyCode')}
            </button>
          </div>
          <p role="status">{copied === 'failed' ? t('referral.copyFailed') : copied ? t('copy_success') : ''}</p>
          <p className={styles.muted}>
            {t('referral.terms', {
              amount: money(terms.qualifyDepositAmount),
              days: terms.qualifyDays,
              reward: money(terms.invitationReward),
              rate: terms.depositRebateRate,
            })}
            {terms.bettingRebateEnabled === 'Y' && ` ${t('referral.betTerms', { rate: terms.betRebateRate })}`}
          </p>
        </div>
        <QrCode value={link} label={t('referral.qr')} />
      </div>
    </div>
  );
}

function Ticker() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  const recent = useQuery(referralRecentRewardsQuery(gateway));
  if (!recent.data) return null;
  return (
    <div className={layout.card}>
      <h3>{t('referral.recent')}</h3>
      <ul className={styles.ticker}>
        {recent.data.map((r, i) => (
          <li key={`${r.customerName}-${i}`}>
            {t('referral.recentRow', { name: r.customerName, amount: money(r.bonus) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Income({ betting }: { betting: boolean }) {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  const income = useQuery(referralIncomeQuery(gateway));
  const i = income.data;
  const facts: [string, string][] = i
    ? [
        [t('referral.income.today'), money(i.totalAmountToday)],
        [t('referral.income.yesterday'), money(i.totalAmountYesterday)],
        [t('referral.income.total'), money(i.totalAmount)],
        [t('referral.income.friends'), String(i.memberCount)],
        [t('referral.income.active'), String(i.memberQualifiedCount)],
        [t('referral.kind.INVITATION'), money(i.invitationAmount)],
        [t('referral.kind.DEPOSIT_REBATE'), money(i.depositRebateAmount)],
        ...(betting ? [[t('referral.kind.BET_REBATE'), money(i.totalBetRebateAmount)] as [string, string]] : []),
        [t('referral.kind.ACHIEVEMENT'), money(i.achievementAmount)],
      ]
    : [];
  return (
    <div className={layout.card}>
      <h3>{t('referral.income.title')}</h3>
      {income.isError && <p role="alert">{t(errorMessageKey(income.error), { ns: 'common' })}</p>}
      {i && (
        <dl className={styles.facts} aria-label={t('referral.income.title')}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Friends() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { time } = useMemberFormat();
  const id = useId();
  const [status, setStatus] = useState<InviteStatus>(FIRST_FRIENDS.status);
  const filters = useRecordFilters({ size: PAGE_SIZE });
  const invites = useQuery({
    ...referralInvitesQuery(gateway, { status, page: filters.page, size: filters.size }),
    placeholderData: keepPreviousData,
  });
  const v = invites.data;
  return (
    <>
      <h3 id={`${id}-friends`}>{t('referral.friends')}</h3>
      <RecordFilters filters={filters} dates={false} sizes={false}>
        <RecordChoice
          label={t('referral.friendStatus')}
          options={(['A', 'T', 'F'] as const).map((s) => ({ value: s, label: t(`referral.filter.${s}`) }))}
          value={status}
          onChange={(s) => filters.refilter(() => setStatus(s))}
        />
      </RecordFilters>
      <RecordResults
        busy={invites.isFetching}
        error={invites.isError ? t(errorMessageKey(invites.error), { ns: 'common' }) : null}
        totals={v && [{ label: t('referral.income.friends'), value: v.footer.totalInvitee }]}
        rows={v?.list}
        label={t('referral.friends')}
        getKey={(f) => `${f.inviteeName}-${f.registerTime}`}
        rowHeight={56}
        renderRow={(f) => (
          <div className={styles.row}>
            <span>{f.inviteeName}</span>
            <strong>{t(`referral.status.${f.status ?? 'pending'}`)}</strong>
            <span className={styles.muted}>{t('referral.registered', { time: time.format(f.registerTime) })}</span>
            <span className={styles.muted}>
              {f.firstDepositTime !== null
                ? t('referral.firstDeposit', { time: time.format(f.firstDepositTime) })
                : t('referral.noDeposit')}
            </span>
          </div>
        )}
        page={filters.page}
        totalPages={v?.totalPages}
        onPage={filters.setPage}
      />
    </>
  );
}

function Records({ betting }: { betting: boolean }) {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money, time } = useMemberFormat();
  const [kind, setKind] = useState<Kind>(FIRST_RECORDS.kind);
  const [page, setPage] = useState(1);
  const records = useQuery({
    ...referralRecordsQuery(gateway, { kind, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const v = records.data;
  return (
    <>
      <h3>{t('referral.records')}</h3>
      <div role="group" aria-label={t('referral.recordKind')} className={styles.actions}>
        {KINDS.filter((k) => betting || k !== 'BET_REBATE').map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {t(`referral.kind.${k}`)}
          </button>
        ))}
      </div>
      <RecordResults
        busy={records.isFetching}
        error={records.isError ? t(errorMessageKey(records.error), { ns: 'common' }) : null}
        totals={v && [{ label: t('referral.recordsTotal'), value: money(v.totalBonus) }]}
        rows={v?.list}
        label={t(`referral.kind.${kind}`)}
        getKey={(r) => r.key}
        rowHeight={56}
        renderRow={(r) => (
          <div className={styles.row}>
            <span>{r.referredName || t(`referral.kind.${kind}`)}</span>
            <strong>{money(r.bonus)}</strong>
            <span className={styles.muted}>{time.format(r.time)}</span>
            <span className={styles.muted}>
              {r.validBet !== undefined && t('referral.bet', { amount: money(r.validBet), rate: r.rate })}
              {r.depositAmount > 0 &&
                t('referral.deposit', {
                  amount: money(r.depositAmount),
                  rate: kind === 'DEPOSIT_REBATE' ? r.rate : 0,
                  context: kind === 'DEPOSIT_REBATE' ? 'rebate' : undefined,
                })}
            </span>
          </div>
        )}
        page={page}
        totalPages={v?.totalPages}
        onPage={setPage}
      />
    </>
  );
}

function Achievements() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  const achievements = useQuery(referralAchievementsQuery(gateway));
  const claims = useClaim<ReferralClaimAchievementBody, ReferralClaimAchievementValue>(
    'referral.claimAchievement',
    (body, key) => callApi(gateway, 'referral.claimAchievement', { body, idempotencyKey: key }),
  );
  const v = achievements.data;
  return (
    <div className={layout.card}>
      <h3>{t('referral.achievements')}</h3>
      {v && (
        <ul className={styles.grid}>
          {v.config.map((c) => (
            <li key={c.id}>
              <p>{t('referral.achievement', { count: c.depositUsers })}</p>
              <p>
                <strong>{t('reward.bonus', { amount: money(c.bonusAmount) })}</strong>
              </p>
              <p className={styles.muted}>
                {t('referral.achievementProgress', {
                  done: Math.min(c.currentUsers, c.depositUsers),
                  total: c.depositUsers,
                })}
              </p>
              {c.claimStatus === 'CLAIMED' ? (
                <span className={styles.status}>{t('vip.claimed')}</span>
              ) : (
                <button
                  type="button"
                  disabled={claims.busy || c.claimStatus !== 'CLAIMABLE'}
                  onClick={() => claims.claim({ configId: c.id })}
                >
                  {c.claimStatus === 'CLAIMABLE'
                    ? t('referral.claimAchievement', { count: c.depositUsers })
                    : t('vip.notQualified')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ClaimOutcome busy={claims.busy} problem={claims.problem} award={claims.done && money(claims.done.award)} />
    </div>
  );
}

function Ranking() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  const ranking = useQuery(referralRankingQuery(gateway));
  if (!ranking.data) return null;
  return (
    <div className={layout.card}>
      <h3>{t('referral.ranking')}</h3>
      <ol>
        {ranking.data.map((r, i) => (
          <li key={`${r.customerName}-${i}`}>
            {r.customerName} · {money(r.totalAmount)}
          </li>
        ))}
      </ol>
    </div>
  );
}
