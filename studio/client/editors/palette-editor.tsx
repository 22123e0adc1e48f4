/**
 * Both palettes side by side: a colour picker per key, and every text/background pair the stylesheets combine with
 * its contrast ratio and pass or fail, recomputed as the operator drags (the checker's own maths and pair list).
 */
import {
  contrastRatio,
  formatRatio,
  pairKind,
  pairsToCheck,
  type ContrastPair,
} from '../../../scripts/config/contrast';
import type { Finding } from '../api';
import { t } from '../messages';
import { FindingList } from './finding-list';
import { getIn, isJsonObject, setIn, type Json } from './json-edit';

const HEX = /^#[0-9a-fA-F]{6}$/;
const MODES = ['dark', 'light'] as const;

interface Props {
  value: Json;
  onChange: (next: Json, place: string) => void;
  pairs: readonly (ContrastPair & { usedBy?: string })[];
  findings: readonly Finding[];
}

export function PaletteEditor({ value, onChange, pairs, findings }: Props) {
  const checked = pairsToCheck(pairs);
  return (
    <section className="editor" aria-labelledby="palettes-title">
      <h3 id="palettes-title">{t('palettes')}</h3>
      <div className="palettes">
        {MODES.map((mode) => {
          const palette = getIn(value, ['theme', 'palettes', mode]);
          if (!isJsonObject(palette)) return null;
          const set = (key: string, colour: string) =>
            onChange(setIn(value, ['theme', 'palettes', mode, key], colour) as Json, `palette/${mode}/${key}`);
          return (
            <div key={mode} className="palette" data-mode={mode}>
              <h4>{t('paletteOf', { mode: mode === 'dark' ? t('dark') : t('light') })}</h4>
              <div className="swatches">
                {Object.entries(palette).map(([key, colour]) => (
                  <ColourInput key={key} mode={mode} name={key} colour={String(colour)} onChange={(c) => set(key, c)} />
                ))}
              </div>
              <PairTable mode={mode} palette={palette} pairs={checked} />
            </div>
          );
        })}
      </div>
      <FindingList findings={findings} />
    </section>
  );
}

function ColourInput({
  mode,
  name,
  colour,
  onChange,
}: {
  mode: string;
  name: string;
  colour: string;
  onChange: (colour: string) => void;
}) {
  const id = `colour-${mode}-${name}`;
  return (
    <div className="swatch">
      <label htmlFor={id}>{name}</label>
      {/* The picker fires on every move of the drag, so the ratios below follow it. */}
      <input
        type="color"
        aria-label={t('colour', { key: `${mode} ${name}` })}
        value={HEX.test(colour) ? colour.toLowerCase() : '#000000'}
        onInput={(e) => onChange(e.currentTarget.value)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <input
        id={id}
        className="hex"
        value={colour}
        spellCheck={false}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

function PairTable({
  mode,
  palette,
  pairs,
}: {
  mode: string;
  palette: Json;
  pairs: readonly (ContrastPair & { usedBy?: string })[];
}) {
  const rows = pairs.flatMap((pair) => {
    const fg = palette[pair.foreground];
    const bg = palette[pair.background];
    if (typeof fg !== 'string' || typeof bg !== 'string' || !HEX.test(fg) || !HEX.test(bg)) return [];
    const ratio = contrastRatio(fg, bg);
    return [{ pair, fg, bg, ratio, pass: ratio >= pair.minimum }];
  });
  rows.sort((a, b) => Number(a.pass) - Number(b.pass));
  return (
    <table className="pairs" data-testid={`pairs-${mode}`}>
      <caption>{t('pairs', { mode })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pair')}</th>
          <th scope="col">{t('ratio')}</th>
          <th scope="col">{t('needs')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ pair, fg, bg, ratio, pass }) => (
          <tr key={`${pair.foreground}/${pair.background}`} className={pass ? 'pass' : 'fail'}>
            <th scope="row" title={pair.usedBy ? `${t('usedBy')} ${pair.usedBy}` : undefined}>
              <span className="sample" style={{ color: fg, background: bg }} aria-hidden="true">
                Aa
              </span>{' '}
              {pair.foreground} / {pair.background}
            </th>
            <td>
              {formatRatio(ratio)} <strong>{pass ? t('pass') : t('fail')}</strong>
            </td>
            <td>
              {pair.minimum}:1 ({pairKind(pair)})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
