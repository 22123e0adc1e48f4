import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSite } from '@/lib/config/site-context';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import {
  smsCountdownMachine,
  type SmsCountdownMachine,
  type SmsSent,
  type SmsTarget,
} from '@/schema-ui/sms/sms-countdown.machine';

/** The calls that send a code to the account's bound mobile (their answer carries expiredMinutes). */
export type BoundMobileSmsCall = 'withdraw.sms' | 'member.paymentPasswordSms';

/**
 * The send-code countdown (the login's machine) for a code sent to the account's bound mobile: no number is typed or
 * checked, the button waits expiredMinutes × 60 s after each send. The form owns the actor, so the countdown survives
 * its field hiding and showing again.
 */
export function useBoundMobileSmsCountdown(call: BoundMobileSmsCall): ActorRefFrom<SmsCountdownMachine> {
  const { gateway } = useServices();
  const { timings } = useSite().merchant;
  const machine = useMemo(
    () =>
      smsCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<SmsSent, SmsTarget>(() =>
            call === 'withdraw.sms'
              ? callApi(gateway, 'withdraw.sms', { body: {} })
              : callApi(gateway, 'member.paymentPasswordSms', { body: {} }),
          ),
        },
      }),
    [gateway, call],
  );
  return useActorRef(machine, {
    input: {
      checkNumber: false,
      secondsPerMinute: timings.smsCountdownSecondsPerExpiryMinute,
      fallbackMinutes: timings.smsFallbackExpiryMinutes,
      throttleMs: timings.smsRequestThrottleMs,
    },
  });
}
