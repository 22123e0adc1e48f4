import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/qr-code';
import { SanitizedHtml } from '@/components/sanitized-html';
import { contentPageQuery, type PageCode } from '@/lib/content/content-queries';
import { useSite } from '@/lib/config/site-context';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import styles from './help-page.module.css';

type Platform = 'iosLite' | 'android';

/** The help centre's anchored guides: what the side menu and footer link to (`/help#<anchor>`). */
export const HELP_GUIDES: readonly { anchor: string; code: PageCode; platform?: Platform; titleKey: string }[] = [
  { anchor: 'install-ios', code: 'INSTALL_IOS', platform: 'iosLite', titleKey: 'help.installIos' },
  { anchor: 'install-android', code: 'INSTALL_ANDROID', platform: 'android', titleKey: 'help.installAndroid' },
  { anchor: 'responsible-gaming', code: 'RESPONSIBLE', titleKey: 'help.responsible' },
];

/** Install guides (with the merchant's download QR codes) and responsible gaming, each under its own anchor. */
export function HelpGuides() {
  return (
    <QueryProvider>
      <Guides />
    </QueryProvider>
  );
}

function Guides() {
  const { merchant } = useSite();
  const guides = HELP_GUIDES.filter((g) => !g.platform || merchant.appDownloads[g.platform]);
  return (
    <>
      {guides.map((g) => (
        <Guide key={g.anchor} guide={g} />
      ))}
    </>
  );
}

function Guide({ guide }: { guide: (typeof HELP_GUIDES)[number] }) {
  const { t, i18n } = useTranslation('content');
  const { gateway } = useServices();
  const { merchant } = useSite();
  const { hash } = useLocation();
  const page = useQuery(contentPageQuery(gateway, guide.code, i18n.language));
  const download = guide.platform ? merchant.appDownloads[guide.platform] : undefined;
  const target = hash === `#${guide.anchor}`;
  // The anchor's text arrives after the first paint: bring it into view once it is there.
  useEffect(() => {
    if (target && page.data) document.getElementById(guide.anchor)?.scrollIntoView();
  }, [target, page.data, guide.anchor]);
  return (
    <section id={guide.anchor} className={styles.category} aria-labelledby={`${guide.anchor}-title`} tabIndex={-1}>
      <h2 id={`${guide.anchor}-title`}>{page.data?.title ?? t(guide.titleKey)}</h2>
      {page.isError && <p role="alert">{t(errorMessageKey(page.error), { ns: 'common' })}</p>}
      {page.data && <SanitizedHtml html={page.data.content} className={styles.content} />}
      {download && (
        <div className={styles.download}>
          <QrCode value={download.url} label={t(guide.platform === 'iosLite' ? 'help.qrIos' : 'help.qrAndroid')} />
          <a href={download.url}>{t('help.download')}</a>
        </div>
      )}
    </section>
  );
}
