import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge/count-badge';
import { QrCode } from '@/components/qr-code';
import { useBadgeCounts } from '@/lib/badges/badge-store';
import { siteHostname } from '@/lib/config/load-merchant';
import { useSite } from '@/lib/config/site-context';
import { useVendorCounts } from '@/lib/games/game-menus-store';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { CustomerServiceButton } from './customer-service-button';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';
import { navigationEntries } from './navigation';
import { visibleSocialLinks } from './social';
import styles from './side-menu.module.css';

/** SPEC §6: agents invite through the register centre; members through referral when the referral promo is on. */
export function inviteRoute(kind: string | null, referralEnabled: boolean): string | null {
  if (kind === 'agent') return '/agentHome/registerCenter';
  if (kind === 'member' && referralEnabled) return '/member/referral';
  return null;
}

/** What the side menu holds (SPEC §2): bonus and invite links, game centre, language, theme, apps, help, social. */
export default function SideMenuContent() {
  const site = useSite();
  const { merchant, navigation } = site;
  const { session } = useServices();
  const { kind, member } = useSessionSnapshot(session);
  const { t } = useTranslation();
  const [gamesOpen, setGamesOpen] = useState(true);
  const gamesId = useId();
  const vendorCounts = useVendorCounts();
  const invite = inviteRoute(kind, member?.availablePromo?.REFERRAL.enabled === true);
  const counts = useBadgeCounts();
  const social = visibleSocialLinks(merchant.social, siteHostname(site), merchant.domains.own);
  const downloads = Object.entries(merchant.appDownloads).filter(([, d]) => d) as [
    string,
    { url: string; guideRoute?: string },
  ][];

  return (
    <>
      <ul className={styles.links}>
        <li>
          <Link to="/member/rewardCenter">
            {t('shell.bonus')}
            <CountBadge count={counts.rewards} label={t('centre.unread', { count: counts.rewards ?? 0 })} />
          </Link>
        </li>
        {(kind === 'member' || kind === 'agent') && (
          <li>
            <Link to="/member/messageV2">
              {t('member.messages')}
              <CountBadge count={counts.messages} label={t('centre.unread', { count: counts.messages ?? 0 })} />
            </Link>
          </li>
        )}
        {invite && (
          <li>
            <Link to={invite}>{t('shell.inviteFriends')}</Link>
          </li>
        )}
      </ul>
      <section>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={gamesOpen}
          aria-controls={gamesId}
          onClick={() => setGamesOpen((o) => !o)}
        >
          {t('shell.gameCentre')}
        </button>
        <ul id={gamesId} className={styles.links} hidden={!gamesOpen}>
          {navigationEntries(merchant.navigation.order, navigation, vendorCounts)
            .filter((c) => c.id !== 'HOME')
            .map((c) => (
              <li key={c.id}>
                <Link to={c.route}>{t(c.labelKey)}</Link>
              </li>
            ))}
        </ul>
      </section>
      <section className={styles.block}>
        <h2>{t('shell.language')}</h2>
        <LanguageSwitch />
      </section>
      {/* On a phone the header has no room for the theme switch: it is here instead. */}
      <section className={`${styles.block} ${styles.phoneOnly}`}>
        <h2>{t('shell.display')}</h2>
        <ThemeSwitch />
      </section>
      {downloads.length > 0 && (
        <section className={styles.block}>
          <h2>{t('shell.downloadApp')}</h2>
          <ul className={styles.downloads}>
            {downloads.map(([platform, d]) => (
              <li key={platform}>
                <QrCode value={d.url} label={t(`shell.qr.${platform}`)} size={112} />
                <a href={d.url}>{t(`shell.download.${platform}`)}</a>
                {d.guideRoute && <Link to={d.guideRoute}>{t('shell.installGuide')}</Link>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.block}>
        <CustomerServiceButton where="sideMenu" />
      </section>
      {social.length > 0 && (
        <section className={styles.block}>
          <h2>{t('shell.followUs')}</h2>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {t(`shell.social.${link.network}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
