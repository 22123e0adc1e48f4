import { useTranslation } from 'react-i18next';

/** What the last claim did: paid (an amount), or refused (the translated reason). */
export function ClaimOutcome({ busy, problem, award }: { busy: boolean; problem: string | null; award?: string }) {
  const { t } = useTranslation('community');
  if (problem) return <p role="alert">{problem}</p>;
  return (
    <p role="status" aria-busy={busy}>
      {busy ? t('claim.sending') : award !== undefined ? t('claim.done', { amount: award }) : ''}
    </p>
  );
}
