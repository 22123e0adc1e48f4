import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RewardsClaimListValue, RewardsRegisterListValue, RewardsTicketsValue } from '@/generated/api-types';
import { formatMoney } from '@/lib/format-money';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { claimListQuery } from '@/lib/rewards/issued-rewards';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { RecordList } from '@/components/record-page/record-list';
import { ClaimButton } from './claim-button';
import { rewardErrorText } from './reward-errors';
import {
  claimHistoryQuery,
  newbieTasksQuery,
  pointBalanceQuery,
  rescueRulesQuery,
  rewardSummaryQuery,
  signInCalendarQuery,
  signInTasksQuery,
  ticketsQuery,
} from './reward-queries';
import { TicketReveal } from './ticket-reveal';
import styles from './rewards.module.css';
import type { Money } from '@/lib/money/amount';
import table from '@/components/data-table/data-table.module.css';

const DAY = 86_400_000;

/** The reward centre (rewardCenter): totals, claimable rewards, sign-in, newbie tasks, rescue fund, codes, tickets. */
export function RewardCenterPage() {
  return (
    <QueryProvider>
      <RewardCenter />
    </QueryProvider>
  );
}

function useMoney(): { money: Money; locale: string } {
  const { i18n } = useTranslation('rewards');
  const locale = bcp47(i18n.language as PlatformLanguage);
  return { money: (major) => formatMoney(major, locale), locale };
}

function RewardCenter() {
  const { t, ready } = useTranslation('rewards');
  const { money } = useMoney();
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby="rewards-title">
      <h2 id="rewards-title">{t('centre.title')}</h2>
      <Totals money={money} />
      <ClaimableRewards money={money} />
      <SignIn money={money} />
      <NewbieTasks money={money} />
      <Tickets money={money} />
      <PromoCode money={money} />
      <RescueRules money={money} />
      <ClaimHistory money={money} />
    </section>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={layout.card} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Totals({ money }: { money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const summary = useQuery(rewardSummaryQuery(gateway));
  const points = useQuery(pointBalanceQuery(gateway));
  const s = summary.data;
  return (
    <Card title={t('centre.totals')}>
      <dl className={layout.facts}>
        <dt>{t('centre.totalBonus')}</dt>
        <dd>{s ? money(s.totalBonus) : '…'}</dd>
        <dt>{t('centre.totalPoints')}</dt>
        <dd>{s ? s.totalPoints : '…'}</dd>
        <dt>{t('centre.today')}</dt>
        <dd>{s ? money(s.dailyReceivedBonus) : '…'}</dd>
        <dt>{t('centre.pointBalance')}</dt>
        <dd data-testid="point-balance">{points.data ?? '…'}</dd>
      </dl>
      <Link to="/pointMall">{t('centre.toMall')}</Link>
    </Card>
  );
}

function ClaimableRewards({ money }: { money: Money }) {
  const { t, i18n } = useTranslation('rewards');
  const { gateway } = useServices();
  const list = useQuery(claimListQuery(gateway));
  const groups = new Map<string, RewardsClaimListValue>();
  for (const r of list.data ?? []) groups.set(r.promotionType, [...(groups.get(r.promotionType) ?? []), r]);
  const date = (ms: number) => new Date(ms).toLocaleDateString(bcp47(i18n.language as PlatformLanguage));
  return (
    <Card title={t('centre.claimable')}>
      {list.isError && <p role="alert">{rewardErrorText(list.error, t, money)}</p>}
      {list.data?.length === 0 && <p>{t('centre.none')}</p>}
      {[...groups].map(([type, rewards]) => (
        <div key={type}>
          <h4>{t(`types.${type}`, { defaultValue: type })}</h4>
          <ul className={styles.rows}>
            {rewards.map((r) => {
              const expired = r.expiry !== null && r.expiry <= Date.now() && !r.claimedAt;
              return (
                <li key={r.rewardId} className={styles.row}>
                  <div>
                    <strong>{r.eventName}</strong>
                    <div className={styles.muted}>
                      {[
                        r.rewardAmount > 0 && money(r.rewardAmount),
                        r.rewardPoint > 0 && t('pointsN', { count: r.rewardPoint }),
                      ]
                        .filter(Boolean)
                        .join(' + ')}
                      {' · '}
                      {r.expiry === null ? t('centre.noExpiry') : t('centre.until', { date: date(r.expiry) })}
                    </div>
                  </div>
                  {r.claimedAt ? (
                    <span>{t('claimed')}</span>
                  ) : expired ? (
                    <span>{t('expiredTag')}</span>
                  ) : (
                    <ClaimButton
                      operation={`rewards.claim.${r.rewardId}`}
                      body={{ rewardId: r.rewardId, promotionType: r.promotionType }}
                      send={(body, key) => callApi(gateway, 'rewards.claimIssued', { body, idempotencyKey: key })}
                      label={t('claim')}
                      money={money}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Card>
  );
}

function SignIn({ money }: { money: Money }) {
  const { t, i18n } = useTranslation('rewards');
  const { gateway } = useServices();
  const tasks = useQuery(signInTasksQuery(gateway));
  const task = tasks.data?.[0];
  const calendar = useQuery({ ...signInCalendarQuery(gateway, task?.configId ?? 0), enabled: !!task });
  const locale = bcp47(i18n.language as PlatformLanguage);
  const today = calendar.data?.list.find((d) => d.isToday);
  return (
    <Card title={t('signIn.title')}>
      {task && <p className={styles.muted}>{`${task.name}: ${task.description}`}</p>}
      <ol className={styles.calendar} aria-label={t('signIn.calendar')}>
        {calendar.data?.list.map((d) => (
          <li
            key={d.id}
            className={`${styles.day} ${d.isToday ? styles.today : ''}`}
            aria-current={d.isToday ? 'date' : undefined}
          >
            <strong>{t('signIn.day', { n: d.dayNo })}</strong>
            <div className={styles.muted}>
              {new Date(d.date).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })}
            </div>
            <div>{money(d.amount)}</div>
            <div className={styles.muted}>{t('pointsN', { count: d.pointAmount })}</div>
            {d.depositAmount > 0 && (
              <div className={styles.muted}>{t('signIn.needsDeposit', { amount: money(d.depositAmount) })}</div>
            )}
            {d.validBetAmount > 0 && (
              <div className={styles.muted}>{t('signIn.needsBet', { amount: money(d.validBetAmount) })}</div>
            )}
            <div>
              {d.hasClaimed
                ? t('signIn.signed')
                : d.isToday
                  ? t('signIn.open')
                  : d.date > Date.now()
                    ? t('signIn.later')
                    : t('signIn.missed')}
            </div>
          </li>
        ))}
      </ol>
      {calendar.data && (
        <p className={styles.muted}>
          {t('signIn.footer', {
            days: calendar.data.footer.dayCountClaimed,
            amount: money(calendar.data.footer.totalClaimedAmount),
            points: calendar.data.footer.totalClaimedPointAmount,
          })}
        </p>
      )}
      {today && !today.hasClaimed && (
        <ClaimButton
          operation={`rewards.signIn.${today.id}`}
          body={{ id: today.id }}
          send={(body, key) => callApi(gateway, 'rewards.loginClaim', { body, idempotencyKey: key })}
          label={t('signIn.claim')}
          money={money}
        />
      )}
    </Card>
  );
}

type NewbieTask = RewardsRegisterListValue['registerPromotion'][number];
type ProfileField = RewardsRegisterListValue['accomplishedFields'][number];

/** The fields a task needs, from the platform's flag per field (the contacts this site never asks are left out). */
function requiredFields(task: NewbieTask): ProfileField[] {
  const needs: [ProfileField, boolean][] = [
    ['email', task.emailRequired],
    ['mobile', task.mobileVerified],
    ['bankCard', task.bankCardRequired],
    ['payeeName', task.payeeNameRequired],
  ];
  return needs.filter(([, needed]) => needed).map(([field]) => field);
}

function NewbieTasks({ money }: { money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const data = useQuery(newbieTasksQuery(gateway)).data;
  return (
    <Card title={t('newbie.title')}>
      <ul className={styles.rows}>
        {data?.registerPromotion.map((task) => (
          <li key={task.promotionId} className={styles.row}>
            <div>
              <strong>{task.promotionName}</strong>
              <div className={styles.muted}>
                {money(task.bonusAmount)} + {t('pointsN', { count: task.pointAmount })}
              </div>
              <ul aria-label={t('newbie.needs')}>
                {requiredFields(task).map((f) => (
                  <li key={f}>
                    {data.accomplishedFields.includes(f) ? '✓ ' : '✗ '}
                    {t(`fields.${f}`)} ({data.accomplishedFields.includes(f) ? t('newbie.done') : t('newbie.missing')})
                  </li>
                ))}
              </ul>
            </div>
            {task.hasClaimed ? (
              <span>{t('claimed')}</span>
            ) : (
              <ClaimButton
                operation={`rewards.newbie.${task.promotionId}`}
                body={{ promotionId: task.promotionId }}
                send={(body, key) => callApi(gateway, 'rewards.registerClaim', { body, idempotencyKey: key })}
                label={t('claim')}
                money={money}
              />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Tickets({ money }: { money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const tickets = useQuery(ticketsQuery(gateway)).data ?? [];
  const [open, setOpen] = useState<RewardsTicketsValue[number] | null>(null);
  const available = tickets.filter((x) => x.status === 'AVAILABLE');
  return (
    <Card title={t('tickets.title')}>
      {available.length === 0 && <p>{t('tickets.none')}</p>}
      <ul className={styles.grid}>
        {available.map((ticket) => (
          <li key={ticket.transactionId} className={styles.item}>
            <h4>{t(`tickets.types.${ticket.type}`)}</h4>
            <p className={styles.muted}>{ticket.name}</p>
            <button type="button" onClick={() => setOpen(ticket)}>
              {t('tickets.open', { name: t(`tickets.types.${ticket.type}`) })}
            </button>
          </li>
        ))}
      </ul>
      {open && <TicketReveal ticket={open} onClose={() => setOpen(null)} money={money} />}
    </Card>
  );
}

function PromoCode({ money }: { money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const [code, setCode] = useState('');
  const id = useId();
  const action = useMoneyAction('rewards.promoCode', (body: { promoCode: string }, key) =>
    callApi(gateway, 'rewards.promoCodeClaim', { body, idempotencyKey: key }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) action.submit({ promoCode: code.trim() });
  };
  const v = action.data;
  return (
    <Card title={t('code.title')}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <label className={styles.field} htmlFor={id}>
          {t('code.label')}
          <input id={id} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" maxLength={40} />
        </label>
        <div>
          <button type="submit" disabled={action.isPending || !code.trim()}>
            {t('code.submit')}
          </button>
        </div>
      </form>
      <p role="status">
        {action.isSuccess &&
          v &&
          t('code.done', {
            amount: money(v.bonusAmt),
            points: v.pointAmt,
            ticket: v.ticketName ? t('code.ticket', { name: v.ticketName }) : '',
          })}
        {action.isError && rewardErrorText(action.error, t, money)}
      </p>
    </Card>
  );
}

function RescueRules({ money }: { money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const rules = useQuery(rescueRulesQuery(gateway)).data ?? [];
  return (
    <Card title={t('rescue.title')}>
      <p className={styles.muted}>{t('rescue.intro')}</p>
      {rules.map((rule) => (
        <table key={rule.productType} className={table.table}>
          <caption>{t(`products.${rule.productType}`, { defaultValue: rule.productType })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rescue.netLoss')}</th>
              <th scope="col">{t('rescue.bonus')}</th>
            </tr>
          </thead>
          <tbody>
            {rule.configDetails.map((d) => (
              <tr key={d.netLoss}>
                <td>{money(d.netLoss)}</td>
                <td>{rule.bonusType === 'PERCENTAGE' ? `${d.bonus} %` : money(d.bonus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Card>
  );
}

function ClaimHistory({ money }: { money: Money }) {
  const { t, i18n } = useTranslation('rewards');
  const { gateway } = useServices();
  // A 30-day window ending at the start of the next day, fixed for the page's life (one cache entry).
  const [to] = useState(() => Math.ceil(Date.now() / DAY) * DAY);
  const history = useQuery(
    claimHistoryQuery(gateway, { claimDateFrom: to - 30 * DAY, claimDateTo: to, page: 1, size: 50 }),
  ).data;
  const locale = bcp47(i18n.language as PlatformLanguage);
  return (
    <Card title={t('history.title')}>
      {history?.list.length === 0 && <p>{t('history.none')}</p>}
      {history && (
        <RecordList
          rows={history.list}
          getKey={(h) => `${h.type}-${h.usedDate}-${h.giftCode}`}
          label={t('history.title')}
          rowHeight={64}
          renderRow={(h) => (
            <div className={styles.row}>
              <div>
                <strong>{t(`tickets.types.${h.type}`)}</strong>
                <div className={styles.muted}>{new Date(h.usedDate).toLocaleString(locale)}</div>
              </div>
              <div>
                {h.productName ||
                  [h.amount > 0 && money(h.amount), h.point > 0 && t('pointsN', { count: h.point })]
                    .filter(Boolean)
                    .join(' + ')}
                {h.giftCode && <div className={styles.muted}>{h.giftCode}</div>}
              </div>
              <span>{t(`history.status.${h.deliveryStatus}`)}</span>
            </div>
          )}
        />
      )}
    </Card>
  );
}
