import { Link } from 'react-router-dom';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withWords } from '@/lib/i18n/i18n';
import { useSite } from '@/lib/config/site-context';
import { CustomerServiceButton } from './customer-service-button';
import styles from './footer.module.css';

// Loaded on first use: few visitors send feedback, and the dialog opens once here, at its full size.
const FeedbackDialog = lazy(() =>
  withWords(import('./feedback-dialog'), 'later').then((m) => ({ default: m.FeedbackDialog })),
);

const CONTACT_HREF: Partial<Record<string, (value: string) => string>> = {
  email: (v) => `mailto:${v}`,
  phone: (v) => `tel:${v.replace(/\s+/g, '')}`,
};

export function AppFooter() {
  const { merchant, assetBase } = useSite();
  const { t } = useTranslation();
  const { footer } = merchant;
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // The safer-gambling information page of the merchant's policy (issue 45), on every page.
  const saferInfo = merchant.responsibleGambling?.infoRoute;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            {footer.products.map((item) => (
              <li key={item.route}>
                <Link to={item.route}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            {footer.help.map((item) => (
              <li key={item.route + item.labelKey}>
                <Link to={item.route}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul>
            {footer.contact.map((item) => {
              // Live chat's value is a customer-service position, not something to read: it becomes a button.
              if (item.kind === 'livechat') {
                const label = t('footer.contactKinds.livechat');
                return (
                  <li key={item.kind + item.value}>
                    <CustomerServiceButton csPosition={item.value} label={label} className={styles.linkButton} />
                  </li>
                );
              }
              const href = CONTACT_HREF[item.kind]?.(item.value);
              return (
                <li key={item.kind + item.value}>
                  <span className={styles.muted}>{t(`footer.contactKinds.${item.kind}`)}: </span>
                  {href ? <a href={href}>{item.value}</a> : item.value}
                </li>
              );
            })}
          </ul>
          <button type="button" className={styles.feedback} onClick={() => setFeedbackOpen(true)}>
            {t('footer.feedback')}
          </button>
        </section>
      </div>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
      <LogoRow
        title={t('footer.licences')}
        items={footer.licences.map((l) => ({ key: l.name, name: l.name, src: assetBase + l.logo }))}
      />
      <LogoRow
        title={t('footer.payments')}
        items={footer.paymentLogos.map((l) => ({ key: l.name, name: l.name, src: assetBase + l.logo }))}
      />
      <LogoRow
        title={t('footer.vendors')}
        items={footer.vendorLogos.map((l) => ({ key: l.code, name: l.code, src: assetBase + l.logo }))}
      />
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {merchant.brand.name}.{' '}
        {t('footer.responsible', { age: merchant.registration.ageLimit })}
        {saferInfo && (
          <>
            {' '}
            <Link to={saferInfo}>{t('footer.saferGambling')}</Link>
          </>
        )}
      </p>
    </footer>
  );
}

function LogoRow({ title, items }: { title: string; items: { key: string; name: string; src: string }[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.logos} aria-label={title}>
      <h2 className={styles.logoTitle}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <img src={item.src} alt={item.name} width={88} height={32} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
