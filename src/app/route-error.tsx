import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadOnceForStaleChunk } from './chunk-errors';

/** Route-level failures: a stale or slow chunk reloads once, then explains itself with a reload button. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  if (chunk && reloadOnceForStaleChunk()) return null;
  return (
    <section role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t(chunk ? 'shell.chunkErrorTitle' : 'errors.unknown')}</h1>
      <p>{t(chunk ? 'errors.chunkLoad' : 'errors.network')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('shell.reload')}
      </button>
    </section>
  );
}
