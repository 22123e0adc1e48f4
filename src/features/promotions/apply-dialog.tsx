import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import type { PromotionApplyBody } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import { APPLICATION_IMAGE_LIMITS, REMARK_MAX, sortPicks, type PickProblem } from './image-picks';
import { promotionErrorKey, statusesQuery, type Promotion } from './promotion-queries';
import styles from './promotions.module.css';

interface Picked {
  id: number;
  name: string;
  dataUrl: string;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** Apply for a promotion: a remark (≤ 140 characters) and up to 3 png/jpg images of at most 5 MB, previewed. */
export function ApplyDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const ids = useId();
  const nextId = useRef(1);
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<Picked[]>([]);
  const [refused, setRefused] = useState<{ name: string; problem: PickProblem }[]>([]);
  const [missing, setMissing] = useState<('remark' | 'image')[]>([]);
  const apply = useMutation({
    mutationFn: () =>
      callApi(gateway, 'promotions.apply', {
        body: {
          promotionId: promotion.linkedPromotionId ?? promotion.id,
          remarks: remarks.trim(),
          pictures: pictures.map((p) => p.dataUrl) as PromotionApplyBody['pictures'],
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statusesQuery(gateway).queryKey });
      onClose();
    },
  });
  const tooLong = remarks.length > REMARK_MAX;

  async function pick(files: File[]) {
    const sorted = sortPicks(files, pictures.length);
    setRefused(sorted.refused);
    const read = await Promise.all(
      sorted.accepted.map(async (i) => ({
        id: nextId.current++,
        name: files[i]!.name,
        dataUrl: await readDataUrl(files[i]!),
      })),
    );
    setPictures((kept) => [...kept, ...read].slice(0, APPLICATION_IMAGE_LIMITS.maxCount));
  }

  function submit() {
    const lacking = [
      ...(promotion.remarkRequired && !remarks.trim() ? (['remark'] as const) : []),
      ...(promotion.imageRequired && pictures.length === 0 ? (['image'] as const) : []),
    ];
    setMissing(lacking);
    if (lacking.length || tooLong || apply.isPending) return;
    apply.mutate();
  }

  return (
    <Dialog title={t('apply.title', { title: promotion.title })} onClose={onClose} closeOnOutsideClick={false}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${ids}-remark`}>
          {t('apply.remark')}
          {promotion.remarkRequired ? ' *' : ''}
        </label>
        <textarea
          id={`${ids}-remark`}
          rows={3}
          value={remarks}
          aria-invalid={tooLong || missing.includes('remark')}
          aria-describedby={`${ids}-remark-hint`}
          onChange={(e) => setRemarks(e.target.value)}
        />
        <p id={`${ids}-remark-hint`} className={tooLong || missing.includes('remark') ? styles.problem : styles.hint}>
          {tooLong
            ? t('apply.remarkTooLong', { max: REMARK_MAX, count: remarks.length })
            : missing.includes('remark')
              ? t('apply.remarkRequired')
              : t('apply.remarkCount', { count: remarks.length, max: REMARK_MAX })}
        </p>
        <label htmlFor={`${ids}-images`}>
          {t('apply.images')}
          {promotion.imageRequired ? ' *' : ''}
        </label>
        <input
          id={`${ids}-images`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={pictures.length >= APPLICATION_IMAGE_LIMITS.maxCount}
          aria-describedby={`${ids}-images-hint`}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void pick(files);
          }}
        />
        <p id={`${ids}-images-hint`} className={styles.hint}>
          {t('apply.imagesHint', { count: APPLICATION_IMAGE_LIMITS.maxCount, mb: 5 })}
        </p>
        <div role="alert">
          {refused.map((r) => (
            <p key={r.name} className={styles.problem}>
              {t(`apply.refused.${r.problem}`, { name: r.name, mb: 5, count: APPLICATION_IMAGE_LIMITS.maxCount })}
            </p>
          ))}
          {missing.includes('image') && <p className={styles.problem}>{t('apply.imageRequired')}</p>}
          {apply.isError && <p className={styles.problem}>{t(promotionErrorKey(apply.error))}</p>}
        </div>
        {pictures.length > 0 && (
          <ul className={styles.previews} aria-label={t('apply.previews')}>
            {pictures.map((p, i) => (
              <li key={p.id}>
                <img src={p.dataUrl} alt={t('apply.preview', { n: i + 1, name: p.name })} />
                <button type="button" onClick={() => setPictures((kept) => kept.filter((k) => k.id !== p.id))}>
                  {t('apply.remove', { n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <button type="submit" disabled={apply.isPending} aria-busy={apply.isPending}>
            {apply.isPending ? t('apply.sending') : t('apply.send')}
          </button>
          <button type="button" onClick={onClose}>
            {t('apply.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
