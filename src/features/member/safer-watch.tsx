import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SaferStatusValue } from '@/generated/api-types';
import { Dialog } from '@/components/dialog/dialog';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { realityCheckMachine } from './reality-check.machine';
import { DepositLimitOffer } from './safer-deposit-prompt';
import { SAFER_QUERY_KEY, saferStatusQuery } from '@/lib/safer/safer-status';
import { saferSummaryQuery } from './safer-queries';
import { REGISTERED_KEY } from './safer-registered';
import { useMemberFormat } from './use-member-format';

const MINUTE = 60_000;
const SAFER_PAGE = '/member/saferGambling';
/** The reality check answered last in this tab: `{ sessionStartedAt, seenAt }` (gateway times), kept across reloads. */
const SEEN_KEY = 'safer.realityCheck';
/** "Later" on the review prompt: for this visit (the tab's session storage, cleared at logout). */
const REVIEW_LATER_KEY = 'safer.reviewLater';

/**
 * What a signed-in member's pages carry of safer gambling (issue 45), loaded after the page is idle
 * (app/safer-mount.tsx): the reality check at the member's interval, the prompt to review limits when the gateway says
 * one is due, and the offer of a deposit limit right after registration where the policy asks.
 */
export function SaferWatch() {
  return (
    <QueryProvider>
      <Watch />
    </QueryProvider>
  );
}

function Watch() {
  const { gateway } = useServices();
  const status = useQuery(saferStatusQuery(gateway));
  const s = status.data;
  if (!s) return null;
  const { intervalMinutes, sessionStartedAt } = s.realityCheck;
  return (
    <>
      {/* A new interval or session starts the timer again, from the gateway's times. */}
      <RealityCheck key={`${sessionStartedAt}:${intervalMinutes}`} status={s} receivedAt={status.dataUpdatedAt} />
      <ReviewPrompt due={s.reviewDue} />
      <RegistrationPrompt status={s} />
    </>
  );
}

function readSeen(sessionStartedAt: number): number {
  try {
    const seen = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null') as { sessionStartedAt: number; seenAt: number };
    return seen?.sessionStartedAt === sessionStartedAt ? seen.seenAt : sessionStartedAt;
  } catch {
    return sessionStartedAt;
  }
}

/** "1 hour 5 minutes" in the page language. */
function duration(minutes: number, locale: string): string {
  const unit = (unit: 'hour' | 'minute', n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? unit('hour', h) : '', m > 0 || h === 0 ? unit('minute', m) : ''].filter(Boolean).join(' ');
}

/** The reality check: a modal dialog at each interval after the session's start on the gateway. */
function RealityCheck({ status, receivedAt }: { status: SaferStatusValue; receivedAt: number }) {
  const { gateway, session } = useServices();
  const navigate = useNavigate();
  const { intervalMinutes, sessionStartedAt, now } = status.realityCheck;
  const machine = useMemo(
    () =>
      realityCheckMachine.provide({
        actors: {
          logOut: fromPromise(async () => {
            // The local session ends whatever the gateway answers: the member asked to leave.
            await callApi(gateway, 'session.logout').catch(() => undefined);
            session.clear();
            navigate('/');
          }),
        },
        actions: {
          remember: ({ context }) =>
            sessionStorage.setItem(SEEN_KEY, JSON.stringify({ sessionStartedAt, seenAt: context.shownAt })),
        },
      }),
    [gateway, session, navigate, sessionStartedAt],
  );
  const intervalMs = intervalMinutes * MINUTE;
  const [state, send] = useMachine(machine, {
    input: {
      intervalMinutes,
      sessionStartedAt,
      serverNow: now,
      localNow: receivedAt,
      acknowledged: intervalMs > 0 ? Math.floor((readSeen(sessionStartedAt) - sessionStartedAt) / intervalMs) : 0,
    },
  });
  if (!state.matches('due')) return null;
  return (
    <RealityCheckDialog
      sessionStartedAt={sessionStartedAt}
      shownAt={state.context.shownAt}
      onContinue={() => send({ type: 'check.continue' })}
      onLogOut={() => send({ type: 'check.logout' })}
    />
  );
}

interface RealityCheckDialogProps {
  sessionStartedAt: number;
  shownAt: number;
  onContinue: () => void;
  onLogOut: () => void;
}

/** Time played and the session's net win/loss as the gateway counts it (safer.summary), never a figure of its own. */
export function RealityCheckDialog({ sessionStartedAt, shownAt, onContinue, onLogOut }: RealityCheckDialogProps) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const { locale, money } = useMemberFormat();
  const summary = useQuery(saferSummaryQuery(gateway, sessionStartedAt, shownAt));
  const played = duration(Math.floor((shownAt - sessionStartedAt) / MINUTE), locale);
  return (
    <Dialog
      title={t('check.title')}
      onClose={onContinue}
      dismissible={false}
      buttons={[
        { label: t('check.logOut'), onClick: onLogOut },
        { label: t('check.continue'), onClick: onContinue, primary: true },
      ]}
    >
      <p>{t('check.played', { time: played })}</p>
      <p>
        {t('check.winLoss', {
          amount: summary.data ? money(summary.data.winLoss / 100) : '…',
        })}
      </p>
      {summary.isError && <p role="alert">{t(errorMessageKey(summary.error), { ns: 'common' })}</p>}
      <p>
        <Link to={`${SAFER_PAGE}#history`} onClick={onContinue}>
          {t('check.history')}
        </Link>
        {' · '}
        <Link to={SAFER_PAGE} onClick={onContinue}>
          {t('check.limits')}
        </Link>
      </p>
    </Dialog>
  );
}

/** The policy's review interval has passed since the limits last changed: review them, or keep them as they are. */
function ReviewPrompt({ due }: { due: boolean }) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const [later, setLater] = useState(() => sessionStorage.getItem(REVIEW_LATER_KEY) === '1');
  const keep = useMutation({
    mutationFn: () => callApi(gateway, 'safer.review', { body: { keep: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAFER_QUERY_KEY] }),
  });
  if (!due || later) return null;
  const putOff = () => {
    sessionStorage.setItem(REVIEW_LATER_KEY, '1');
    setLater(true);
  };
  return (
    <Dialog
      title={t('review.title')}
      onClose={putOff}
      closeOnOutsideClick={false}
      buttons={[{ label: t('review.keep'), onClick: () => keep.mutate(), primary: true }]}
    >
      <p>{t('review.intro')}</p>
      <p>
        <Link to={SAFER_PAGE} onClick={putOff}>
          {t('review.change')}
        </Link>
      </p>
      {keep.isError && <p role="alert">{t(errorMessageKey(keep.error), { ns: 'common' })}</p>}
    </Dialog>
  );
}

/** Right after registering, where the policy asks (mga, agco): the offer of a deposit limit, before any deposit. */
function RegistrationPrompt({ status }: { status: SaferStatusValue }) {
  const { t } = useTranslation('safer');
  const { locale } = useMemberFormat();
  const periods = status.policy.limits.deposit;
  const asks =
    status.policy.prompt.atRegistration && periods.length > 0 && !status.limits.some((l) => l.kind === 'deposit');
  const registered = () => sessionStorage.getItem(REGISTERED_KEY) === '1';
  const [state, setState] = useState<'waiting' | 'asking' | 'saved' | 'closed'>(() =>
    registered() ? 'asking' : 'waiting',
  );
  useEffect(() => {
    const announced = () => setState((s) => (s === 'waiting' && registered() ? 'asking' : s));
    window.addEventListener(REGISTERED_KEY, announced);
    return () => window.removeEventListener(REGISTERED_KEY, announced);
  }, []);
  if (state === 'waiting' || state === 'closed' || (state === 'asking' && !asks)) return null;
  const close = () => {
    sessionStorage.removeItem(REGISTERED_KEY);
    setState('closed');
  };
  return (
    <Dialog title={t('prompt.title')} onClose={close} closeOnOutsideClick={false}>
      {state === 'saved' ? (
        <p role="status">{t('prompt.saved')}</p>
      ) : (
        <DepositLimitOffer
          periods={periods}
          locale={locale}
          intro={t('prompt.atRegistration')}
          onSaved={() => {
            sessionStorage.removeItem(REGISTERED_KEY);
            setState('saved');
          }}
          onDismiss={close}
        />
      )}
    </Dialog>
  );
}
