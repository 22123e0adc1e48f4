import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SanitizedHtml } from '@/components/sanitized-html';
import { formatMoney } from '@/lib/format-money';
import { useImageUrl } from '@/lib/games/use-cdn';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useHydrated } from '@/lib/rendering/hydration';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { preloadPromotionActions, PromotionActions } from './promotion-actions';
import {
  categoriesQuery,
  promotionErrorKey,
  promotionsQuery,
  statusesQuery,
  visitorStatus,
  type MemberState,
  type Promotion,
} from './promotion-queries';
import styles from './promotions.module.css';
import type { Money } from '@/lib/money/amount';

const ALL = 0;

/** /promotions (SPEC §2): category tabs and promotion cards; `#<id>` opens one promotion. */
export function PromotionsPage() {
  return (
    <QueryProvider>
      <Promotions />
    </QueryProvider>
  );
}

function Promotions() {
  const { t, i18n } = useTranslation('promotions');
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const language = i18n.language;
  const locale = bcp47(language as PlatformLanguage);
  // The server never sees the #fragment: the promotion it names opens right after the hydration.
  const location = useLocation();
  const hash = useHydrated() ? location.hash : '';
  const list = useQuery(promotionsQuery(gateway, language));
  const categories = useQuery(categoriesQuery(gateway, language));
  const statuses = useQuery({ ...statusesQuery(gateway), enabled: hasToken });
  const [tab, setTab] = useState(ALL);

  const byId = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.promotionId, s])), [statuses.data]);
  const stateOf = (p: Promotion) => byId.get(p.linkedPromotionId ?? p.id);
  const openId = /^#(\d+)$/.exec(hash)?.[1];
  const open = openId ? list.data?.find((p) => String(p.id) === openId) : undefined;
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const period = (p: Promotion) => {
    const start = p.startDate ?? p.time;
    return p.endDate !== undefined
      ? t('period', { start: day.format(start), end: day.format(p.endDate) })
      : t('periodOngoing', { start: day.format(start) });
  };
  const money = (major: number) => formatMoney(major, locale);
  const status = (p: Promotion) => stateOf(p)?.status ?? visitorStatus(p, Date.now());

  useEffect(() => {
    if (open) window.scrollTo({ top: 0 });
  }, [open]);
  useEffect(() => {
    if (hasToken) preloadPromotionActions();
  }, [hasToken]);

  if (list.isError)
    return (
      <section className={styles.page} aria-labelledby="promotions-title">
        <h1 id="promotions-title">{t('title')}</h1>
        <p role="alert">{t(promotionErrorKey(list.error))}</p>
      </section>
    );

  if (open)
    return (
      <PromotionDetail
        promotion={open}
        state={stateOf(open)}
        status={status(open)}
        period={period(open)}
        signedIn={hasToken}
        money={money}
      />
    );

  const shown = (list.data ?? []).filter((p) => tab === ALL || (p.promoAnnouncementCategoryIds ?? []).includes(tab));
  const tabs = [{ id: ALL, name: t('all') }, ...(categories.data ?? [])];
  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('title')}</h1>
      {openId && list.data && <p role="status">{t('notFound')}</p>}
      {/* Tabs and cards appear together: tabs arriving late would wrap onto a new line and push the cards down. */}
      {!list.data || categories.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <>
          <div role="tablist" aria-label={t('categories')} className={styles.tabs}>
            {tabs.map((c) => (
              <button
                key={c.id}
                type="button"
                role="tab"
                id={`promo-tab-${c.id}`}
                aria-selected={tab === c.id}
                aria-controls="promo-panel"
                onClick={() => setTab(c.id)}
              >
                {c.name}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="promo-panel" aria-labelledby={`promo-tab-${tab}`}>
            {shown.length === 0 ? (
              <p>{t('empty')}</p>
            ) : (
              <ul className={styles.grid}>
                {shown.map((p, i) => (
                  <li key={p.id}>
                    <PromotionCard promotion={p} status={status(p)} period={period(p)} eager={i < 3} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function PromotionImage({ promotion, eager }: { promotion: Promotion; eager: boolean }) {
  const imageUrl = useImageUrl();
  const image = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  if (!image) return null;
  return (
    <img
      className={styles.image}
      src={imageUrl(image.url)}
      alt=""
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}

function PromotionCard({
  promotion,
  status,
  period,
  eager,
}: {
  promotion: Promotion;
  status: MemberState['status'];
  period: string;
  eager: boolean;
}) {
  const { t } = useTranslation('promotions');
  return (
    <Link to={`/promotions#${promotion.id}`} className={styles.card}>
      <PromotionImage promotion={promotion} eager={eager} />
      <h2 className={styles.title}>{promotion.title}</h2>
      <span className={styles.meta}>
        <span>{period}</span>
        <span className={styles.status}>{t(`status.${status}`)}</span>
      </span>
    </Link>
  );
}

function PromotionDetail({
  promotion,
  state,
  status,
  period,
  signedIn,
  money,
}: {
  promotion: Promotion;
  state: MemberState | undefined;
  status: MemberState['status'];
  period: string;
  signedIn: boolean;
  money: Money;
}) {
  const { t } = useTranslation('promotions');
  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      <Link to="/promotions">{t('back')}</Link>
      <PromotionImage promotion={promotion} eager />
      <h1 id="promotion-title">{promotion.title}</h1>
      <p className={styles.meta}>
        <span>{period}</span>
        <span className={styles.status} data-testid="promotion-status">
          {t('statusLabel', { status: t(`status.${status}`) })}
        </span>
      </p>
      {state && state.rewardAmount > 0 && (
        <p className={styles.hint}>{t('reward', { amount: money(state.rewardAmount) })}</p>
      )}
      <PromotionActions promotion={promotion} state={state} signedIn={signedIn} money={money} />
      {/* The gateway's body starts its own sections at h3. */}
      <h2 className="visually-hidden">{t('details')}</h2>
      <SanitizedHtml html={promotion.content} className={styles.content} />
    </article>
  );
}
