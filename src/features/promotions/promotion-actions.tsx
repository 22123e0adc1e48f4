import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MemberState, Promotion } from './promotion-queries';
import styles from './promotions.module.css';
import type { Money } from '@/lib/money/amount';

// Claims, applications, joining and raffles: a visitor's first view of the page does without their code.
const MemberPromotionActions = lazy(() =>
  import('./member-promotion-actions').then((m) => ({ default: m.MemberPromotionActions })),
);

/** What a member can do with a promotion in its status; a visitor is asked to log in. */
export function PromotionActions({
  promotion,
  state,
  signedIn,
  money,
}: {
  promotion: Promotion;
  state: MemberState | undefined;
  signedIn: boolean;
  money: Money;
}) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  if (!signedIn) {
    const here = `${pathname}${hash}`;
    return (
      <div className={styles.actions}>
        <button type="button" onClick={() => navigate(here, { replace: true, state: { dialog: 'login', from: here } })}>
          {t('actions.logIn')}
        </button>
      </div>
    );
  }
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <MemberPromotionActions promotion={promotion} state={state} money={money} />
    </Suspense>
  );
}

/** A signed-in visit starts the actions' download with the page's reads. */
export const preloadPromotionActions = (): void => void import('./member-promotion-actions').catch(() => undefined);
