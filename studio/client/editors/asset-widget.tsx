/**
 * A logo or icon path with an upload: the server checks the file by its content and size and keeps it for the
 * merchant's assets/ (written on save; the preview has it at once). The path is then set to the stored file.
 */
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { api, ApiError } from '../api';
import { t } from '../messages';

export interface StudioFormContext {
  merchant: string | null;
  previewOrigin: string;
}

export function AssetWidget({ id, value, onChange, label, registry }: WidgetProps) {
  const { merchant, previewOrigin } = registry.formContext as StudioFormContext;
  const [state, setState] = useState<{ busy: boolean; error: string | null; version: number }>({
    busy: false,
    error: null,
    version: 0,
  });
  const path = typeof value === 'string' ? value : '';
  const upload = async (file: File | undefined) => {
    if (!file || !merchant) return;
    setState((s) => ({ ...s, busy: true, error: null }));
    try {
      const stored = await api.upload(merchant, file);
      onChange(stored.path);
      setState((s) => ({ busy: false, error: null, version: s.version + 1 }));
    } catch (error) {
      setState((s) => ({ ...s, busy: false, error: error instanceof ApiError ? error.message : String(error) }));
    }
  };
  return (
    <div className="asset">
      <input id={id} value={path} onChange={(e) => onChange(e.currentTarget.value || undefined)} />
      <label className="upload">
        {t('upload', { field: label })}
        <input
          type="file"
          accept=".svg,.png,.webp,image/svg+xml,image/png,image/webp"
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
        />
      </label>
      {state.busy && <span role="status">{t('uploading')}</span>}
      {state.error && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
      {merchant && path && (
        <img
          className="thumb"
          alt=""
          src={`${previewOrigin}/site-config/${merchant}/${path}?v=${state.version}`}
          width={96}
          height={48}
        />
      )}
    </div>
  );
}
