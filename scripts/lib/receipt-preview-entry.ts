import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  PREVIEW_READS,
  PREVIEW_SETTLED,
  RECEIPT_HANDED_OVER,
  RECEIPT_LATER_KEY,
  RECEIPT_PREVIEW_ID,
} from '../../src/features/member/receipt-preview-handover.ts';
import type { PreviewSetup } from '../../src/features/member/receipt-preview.ts';
import { scopedClassName } from './css-class-names.ts';

/** The build entry of the receipt dock's preview (a virtual module: see receiptPreviewEntry). */
export const RECEIPT_PREVIEW_ENTRY = 'virtual:receipt-preview';

const MEMBER = 'src/features/member';
const CLASSES: Record<keyof PreviewSetup['classes'], string> = {
  dock: 'withdrawal-receipt.module.css',
  bar: 'withdrawal-receipt.module.css',
  title: 'withdrawal-receipt.module.css',
  quiet: 'withdrawal-receipt.module.css',
  actions: 'money.module.css',
  hint: 'money.module.css',
};

/**
 * What the preview shares with the dock, as values: every shipped language's `receipt` words (a few hundred bytes
 * each), the class names the build gives the dock's CSS modules, and the handover's names. Imported, they would put
 * the preview behind the app's files that hold them.
 */
export function receiptPreviewSetup(root: string): PreviewSetup {
  const localesDir = path.join(root, 'src/locales');
  const words = Object.fromEntries(
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const money = JSON.parse(readFileSync(path.join(localesDir, entry.name, 'money.json'), 'utf8')) as {
          receipt: Record<string, unknown>;
        };
        const texts = Object.entries(money.receipt).filter((e): e is [string, string] => typeof e[1] === 'string');
        return [entry.name.toUpperCase(), Object.fromEntries(texts)];
      }),
  );
  const className = scopedClassName(root);
  const classes = Object.fromEntries(
    Object.entries(CLASSES).map(([name, file]) => {
      const css = path.join(root, MEMBER, file);
      if (!new RegExp(`\\.${name}\\b`).test(readFileSync(css, 'utf8'))) throw new Error(`${file} has no .${name}`);
      return [name, className(name, css)];
    }),
  ) as PreviewSetup['classes'];
  return {
    words,
    classes,
    laterKey: RECEIPT_LATER_KEY,
    previewId: RECEIPT_PREVIEW_ID,
    handedOver: RECEIPT_HANDED_OVER,
    settled: PREVIEW_SETTLED,
    reads: PREVIEW_READS,
  };
}

/** The preview's build entry: its code (src/features/member/receipt-preview.ts) run with the setup above. */
export function receiptPreviewEntry(root: string): Plugin {
  return {
    name: 'wl-receipt-preview',
    resolveId: (id) => (id === RECEIPT_PREVIEW_ENTRY ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${RECEIPT_PREVIEW_ENTRY}`) return null;
      const code = JSON.stringify(path.join(root, MEMBER, 'receipt-preview.ts'));
      return `import { paintReceiptPreview } from ${code};\nvoid paintReceiptPreview(${JSON.stringify(receiptPreviewSetup(root))});\n`;
    },
  };
}
