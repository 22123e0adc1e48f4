// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NOT_APPLICABLE,
  createFieldRegistry,
  defaultRegistry,
  textRenderer,
  type FieldRenderer,
  type FieldRendererProps,
} from './field-registry';
import type { ResolvedField } from './field-types';
import { SchemaForm } from './form-renderer';
import { registrationField } from './registration-fields';
import { createTestI18n } from './test-i18n';

afterEach(cleanup);

const field = (name: Parameters<typeof registrationField>[0]): ResolvedField => ({
  def: registrationField(name),
  required: false,
});
const renderer = (name: string, rank: (f: ResolvedField) => number): FieldRenderer => ({
  name,
  rank,
  Component: () => null,
});

describe('field registry', () => {
  it('picks the highest rank, skipping renderers that do not apply', () => {
    expect(defaultRegistry.pick(field('username')).name).toBe('text');
    expect(defaultRegistry.pick(field('password')).name).toBe('password');
    expect(defaultRegistry.pick(field('mobileNum')).name).toBe('text');
    const registry = createFieldRegistry([
      renderer('low', () => 1),
      renderer('high', (f) => (f.def.widget === 'email' ? 5 : NOT_APPLICABLE)),
      renderer('middle', () => 3),
    ]);
    expect(registry.pick(field('email')).name).toBe('high');
    expect(registry.pick(field('username')).name).toBe('middle');
  });

  it('lets a later registration win a tie, without changing the original registry', () => {
    const custom = renderer('custom', (f) => (f.def.inputType === 'password' ? 2 : NOT_APPLICABLE));
    const extended = defaultRegistry.with(custom);
    expect(extended.pick(field('password')).name).toBe('custom');
    expect(defaultRegistry.pick(field('password')).name).toBe('password');
  });

  it('throws when nothing can draw a field', () => {
    expect(() => createFieldRegistry([]).pick(field('username'))).toThrow(/No renderer for field username/);
  });

  it('draws a custom widget registered without touching the core', () => {
    function Stars(props: FieldRendererProps) {
      return (
        <div>
          <label htmlFor={props.id}>{props.label}</label>
          <input
            id={props.id}
            data-widget="stars"
            value={String(props.value ?? '')}
            onChange={(e) => props.onChange(e.target.value)}
          />
        </div>
      );
    }
    const registry = createFieldRegistry([textRenderer]).with({
      name: 'stars',
      rank: (f) => (f.def.name === 'nickname' ? 50 : NOT_APPLICABLE),
      Component: Stars,
    });
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <SchemaForm
          fields={[field('username'), field('nickname')]}
          registry={registry}
          submitLabel="Go"
          onSubmit={() => {}}
        />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('Nickname').getAttribute('data-widget')).toBe('stars');
    expect(screen.getByLabelText('Username').getAttribute('data-widget')).toBeNull();
  });
});
