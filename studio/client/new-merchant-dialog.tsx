/** "New merchant": the scaffold of `npm run merchant:new`, run by the server, with its message when it refuses. */
import { useEffect, useRef, useState } from 'react';
import { api, ApiError, type DiskFile } from './api';
import { t } from './messages';

interface Props {
  onClose: () => void;
  onCreated: (code: string, files: DiskFile[]) => void;
}

export function NewMerchantDialog({ onClose, onCreated }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState({ code: '', name: '', domain: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => ref.current?.showModal(), []);
  const field = (key: keyof typeof form, label: string) => (
    <div className="field-row">
      <label htmlFor={`new-${key}`}>{label}</label>
      <input id={`new-${key}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} />
    </div>
  );
  return (
    <dialog ref={ref} aria-labelledby="new-title" onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          api.newMerchant(form).then(
            (created) => onCreated(created.code, created.files),
            (err: unknown) => {
              setBusy(false);
              setError(err instanceof ApiError ? err.message : String(err));
            },
          );
        }}
      >
        <h2 id="new-title">{t('newMerchant')}</h2>
        {field('code', t('code'))}
        {field('name', t('brandName'))}
        {field('domain', t('domain'))}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <div className="buttons">
          <button type="submit" disabled={busy}>
            {busy ? t('creating') : t('create')}
          </button>
          <button type="button" onClick={() => ref.current?.close()}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
