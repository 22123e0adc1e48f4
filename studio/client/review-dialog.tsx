/**
 * Before anything is written: the diff of each changed file against the file on disk (as it will be written), the
 * checker's verdict, and the two ways to save: for real (refused while the checker finds problems, or when the file
 * changed on disk) or as a draft file beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { hunks, lineDiff, type DiffLine } from '../shared/diff';
import { api, ApiError, type Finding, type SaveAnswer } from './api';
import { t } from './messages';

interface Props {
  changed: readonly { name: string; text: string; baseHash: string }[];
  findings: readonly Finding[];
  onClose: () => void;
  onSaved: (answer: Extract<SaveAnswer, { ok: true }>, asDraft: boolean) => void;
  onConflict: (name: string) => void;
}

export function ReviewDialog({ changed, findings, onClose, onSaved, onConflict }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [diffs, setDiffs] = useState<{ name: string; lines: (DiffLine | null)[] }[] | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; findings?: readonly Finding[]; conflict?: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    ref.current?.showModal();
    let live = true;
    void Promise.all(
      changed.map(async (c) => {
        const { disk, formatted } = await api.format(c.name, c.text);
        return { name: c.name, lines: hunks(lineDiff(disk, formatted)) };
      }),
    ).then(
      (d) => live && setDiffs(d),
      (e: unknown) => live && setOutcome({ message: String(e) }),
    );
    return () => {
      live = false;
    };
  }, [changed]);

  const save = async (asDraft: boolean) => {
    setBusy(true);
    try {
      const answer = await api.save([...changed], asDraft);
      if (answer.ok) return onSaved(answer, asDraft);
      if (answer.reason === 'conflict') setOutcome({ message: answer.message, conflict: answer.name });
      else setOutcome({ message: t('rejected'), findings: answer.findings });
    } catch (error) {
      setOutcome({ message: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="review" aria-labelledby="review-title" onClose={onClose}>
      <h2 id="review-title">{t('diffTitle')}</h2>
      {!changed.length && <p>{t('nothingToSave')}</p>}
      {diffs?.map((d) => (
        <section key={d.name} aria-label={t('diffOf', { file: d.name })}>
          <h3>{d.name}</h3>
          <pre className="diff" data-testid={`diff-${d.name}`}>
            {d.lines.map((l, i) =>
              l === null ? (
                <span key={i} className="gap">
                  …{'\n'}
                </span>
              ) : (
                <span key={i} className={l.kind}>
                  {l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}
                  {l.text}
                  {'\n'}
                </span>
              ),
            )}
          </pre>
        </section>
      ))}
      {findings.length > 0 && <p className="warning">{t('willReject', { n: findings.length })}</p>}
      {outcome && (
        <div role="alert" className="error">
          <p>{outcome.message}</p>
          {outcome.findings && (
            <ul>
              {outcome.findings.map((f) => (
                <li key={`${f.file}${f.pointer}${f.message}`}>
                  {f.file}: {f.pointer ? `${f.pointer}: ` : ''}
                  {f.message}
                </li>
              ))}
            </ul>
          )}
          {outcome.conflict && (
            <button type="button" onClick={() => onConflict(outcome.conflict!)}>
              {t('loadFromDisk', { file: outcome.conflict })}
            </button>
          )}
        </div>
      )}
      <div className="buttons">
        <button type="button" disabled={busy || !changed.length} onClick={() => void save(false)}>
          {t('save')}
        </button>
        <button type="button" disabled={busy || !changed.length} onClick={() => void save(true)}>
          {t('saveDraft')}
        </button>
        <button type="button" onClick={() => ref.current?.close()}>
          {t('cancel')}
        </button>
      </div>
    </dialog>
  );
}
