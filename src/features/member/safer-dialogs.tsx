import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SaferLimit } from '@/generated/api-types';
import { Dialog } from '@/components/dialog/dialog';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { SAFER_QUERY_KEY } from '@/lib/safer/safer-status';
import { MINUTE_MS } from '@/lib/safer/policy';
import { DepositLimitOffer } from './safer-deposit-prompt';
import { saferSummaryQuery } from './safer-queries';
import { useMemberFormat } from './use-member-format';

// The safer-gambling dialogs a signed-in page may show (safer-watch.tsx decides when): loaded with their words only
// when one is due, so a member's pages carry the watch's timer and nothing of what it may one day show.

const SAFER_PAGE = '/member/saferGambling';

/** "1 hour 5 minutes" in the page language. */
function duration(minutes: number, locale: string): string {
  const unit = (unit: 'hour' | 'minute', n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? unit('hour', h) : '', m > 0 || h === 0 ? unit('minute', m) : ''].filter(Boolean).join(' ');
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
  const played = duration(Math.floor((shownAt - sessionStartedAt) / MINUTE_MS), locale);
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
export function ReviewDialog({ onPutOff }: { onPutOff: () => void }) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: () => callApi(gateway, 'safer.review', { body: { keep: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAFER_QUERY_KEY] }),
  });
  return (
    <Dialog
      title={t('review.title')}
      onClose={onPutOff}
      closeOnOutsideClick={false}
      buttons={[{ label: t('review.keep'), onClick: () => keep.mutate(), primary: true }]}
    >
      <p>{t('review.intro')}</p>
      <p>
        <Link to={SAFER_PAGE} onClick={onPutOff}>
          {t('review.change')}
        </Link>
      </p>
      {keep.isError && <p role="alert">{t(errorMessageKey(keep.error), { ns: 'common' })}</p>}
    </Dialog>
  );
}

interface RegistrationDialogProps {
  periods: readonly SaferLimit['period'][];
  saved: boolean;
  onSaved: () => void;
  onClose: () => void;
}

/** Right after registering, where the policy asks (mga, agco): the offer of a deposit limit, before any deposit. */
export function RegistrationDialog({ periods, saved, onSaved, onClose }: RegistrationDialogProps) {
  const { t } = useTranslation('safer');
  const { locale } = useMemberFormat();
  return (
    <Dialog title={t('prompt.title')} onClose={onClose} closeOnOutsideClick={false}>
      {saved ? (
        <p role="status">{t('prompt.saved')}</p>
      ) : (
        <DepositLimitOffer
          periods={periods}
          locale={locale}
          intro={t('prompt.atRegistration')}
          onSaved={onSaved}
          onDismiss={onClose}
        />
      )}
    </Dialog>
  );
}
