import { useTranslation } from 'react-i18next';
import type { DepositGcashValue } from '@/generated/api-types';
import type { Money } from '@/lib/money/amount';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { QrCode } from '@/components/qr-code';
import { useCopy } from '@/lib/use-copy';
import styles from './money.module.css';

/**
 * A GCash deposit's payment (MCSFE_depositByGCash): with `defaultPageQr`, the QR page (the payment page's address
 * as a code to scan with the GCash app, drawn here) and a link to the page; without it, the link to the payment page
 * only. The page opens in a new tab at the member's click: the site never leaves on its own. The receiving account and
 * the reference are text, each with a copy button.
 */
export function GcashPayment({ answer, money }: { answer: DepositGcashValue; money: Money }) {
  const { t } = useTranslation('money');
  const [copied, copy] = useCopy<'reference' | 'number'>();
  return (
    <>
      {answer.defaultPageQr ? (
        <>
          <p>{t('deposit.gcash.scan')}</p>
          <QrCode
            value={answer.redirectUrl}
            size={176}
            label={t('deposit.gcash.qrLabel', { amount: money(answer.amount), reference: answer.remarks })}
          />
        </>
      ) : (
        <p>{t('deposit.gcash.redirectHow')}</p>
      )}
      <p>
        <a href={answer.redirectUrl} target="_blank" rel="noopener noreferrer">
          {t(answer.defaultPageQr ? 'deposit.gcash.openPage' : 'deposit.openPayment')}
        </a>
      </p>
      <dl className={layout.facts}>
        <dt>{t('deposit.receiverName')}</dt>
        <dd>{answer.accountName}</dd>
        <dt>{t('deposit.gcash.accountNumber')}</dt>
        <dd className={styles.wrap}>{answer.accountNumber}</dd>
        <dt>{t('deposit.reference')}</dt>
        <dd>{answer.remarks}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" onClick={() => copy('reference', answer.remarks)}>
          {t('deposit.gcash.copyReference')}
        </button>
        <button type="button" onClick={() => copy('number', answer.accountNumber)}>
          {t('deposit.gcash.copyNumber')}
        </button>
      </div>
      <p role="status" className={styles.hint}>
        {copied && t(`deposit.gcash.copied.${copied}`)}
      </p>
    </>
  );
}
