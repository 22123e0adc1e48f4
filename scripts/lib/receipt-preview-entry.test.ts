import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassName } from './css-class-names.ts';
import { RECEIPT_PREVIEW_ENTRY, receiptPreviewEntry, receiptPreviewSetup } from './receipt-preview-entry.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe("the receipt dock preview's build entry", () => {
  const setup = receiptPreviewSetup(root);

  it("carries every shipped language's receipt words the dock's first look shows", () => {
    const shipped = readdirSync(path.join(root, 'src/locales'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(Object.keys(setup.words).sort()).toEqual(shipped.map((e) => e.name.toUpperCase()).sort());
    for (const words of Object.values(setup.words))
      for (const key of ['title', 'paid', 'deadline', 'received', 'notReceived', 'partial', 'later', 'more_other'])
        expect(words[key], key).toMatch(/\S/);
  });

  it("names the dock's classes as the build names them (the page's one style sheet)", () => {
    const className = scopedClassName(root);
    const receipt = path.join(root, 'src/features/member/withdrawal-receipt.module.css');
    const money = path.join(root, 'src/features/member/money.module.css');
    expect(setup.classes).toEqual({
      dock: className('dock', receipt),
      bar: className('bar', receipt),
      title: className('title', receipt),
      quiet: className('quiet', receipt),
      actions: className('actions', money),
      hint: className('hint', money),
    });
  });

  it('runs the preview with that setup, importing nothing else', () => {
    const plugin = receiptPreviewEntry(root) as unknown as {
      resolveId: (id: string) => string | null;
      load: (id: string) => string;
    };
    const id = plugin.resolveId(RECEIPT_PREVIEW_ENTRY)!;
    const code = plugin.load(id);
    expect(code.match(/^import /gm)).toHaveLength(1);
    expect(code).toContain('receipt-preview.ts');
    expect(code).toContain(JSON.stringify(setup));
  });
});
