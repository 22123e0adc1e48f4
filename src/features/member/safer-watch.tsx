import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SaferStatusValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { withWords } from '@/lib/i18n/i18n';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { saferStatusQuery } from '@/lib/safer/safer-status';
import { MINUTE_MS } from '@/lib/safer/policy';
import { realityCheckMachine } from './reality-check.machine';
import { REGISTERED_KEY } from './safer-registered';

// The dialogs and their words load when one is due: most visits show none.
const loadDialogs = () => withWords(import('./safer-dialogs'), 'safer');
const RealityCheckDialog = lazy(() => loadDialogs().then((m) => ({ default: m.RealityCheckDialog })));
const ReviewDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ReviewDialog })));
const RegistrationDialog = lazy(() => loadDialogs().then((m) => ({ default: m.RegistrationDialog })));
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
  const intervalMs = intervalMinutes * MINUTE_MS;
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
    <Suspense fallback={null}>
      <RealityCheckDialog
        sessionStartedAt={sessionStartedAt}
        shownAt={state.context.shownAt}
        onContinue={() => send({ type: 'check.continue' })}
        onLogOut={() => send({ type: 'check.logout' })}
      />
    </Suspense>
  );
}

/** The policy's review interval has passed since the limits last changed, and the member has not put it off. */
function ReviewPrompt({ due }: { due: boolean }) {
  const [later, setLater] = useState(() => sessionStorage.getItem(REVIEW_LATER_KEY) === '1');
  if (!due || later) return null;
  return (
    <Suspense fallback={null}>
      <ReviewDialog
        onPutOff={() => {
          sessionStorage.setItem(REVIEW_LATER_KEY, '1');
          setLater(true);
        }}
      />
    </Suspense>
  );
}

/** Right after registering, where the policy asks: the deposit-limit offer until it is saved or closed. */
function RegistrationPrompt({ status }: { status: SaferStatusValue }) {
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
  const end = (next: 'saved' | 'closed') => {
    sessionStorage.removeItem(REGISTERED_KEY);
    setState(next);
  };
  return (
    <Suspense fallback={null}>
      <RegistrationDialog
        periods={periods}
        saved={state === 'saved'}
        onSaved={() => end('saved')}
        onClose={() => end('closed')}
      />
    </Suspense>
  );
}
