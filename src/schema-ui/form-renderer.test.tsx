// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors, FormValues, ResolvedField } from './field-types';
import { SchemaForm, type SchemaFormHelpers } from './form-renderer';
import { registrationField } from './registration-fields';
import { resolveRegistrationForm } from './rules';
import { createTestI18n } from './test-i18n';

afterEach(cleanup);

const rule = (patternId: number, minLength: number, maxLength: number, acceptedPattern = '') => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern,
});

const FIELDS: ResolvedField[] = [
  { def: registrationField('username'), required: true, rule: rule(1, 6, 13) },
  { def: registrationField('password'), required: true, rule: rule(0, 6, 16, '*') },
  { def: registrationField('confirmPassword'), required: true, rule: rule(0, 6, 16, '*'), equals: 'password' },
  { def: registrationField('mobileNum'), required: false, rule: rule(6, 10, 16) },
  { def: registrationField('idNumber'), required: false, rule: rule(6, 11, 11) },
];

function renderForm(
  onSubmit: (values: FormValues, helpers: SchemaFormHelpers) => void | Promise<void> = () => {},
  fields = FIELDS,
) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <SchemaForm fields={fields} submitLabel="Register" onSubmit={onSubmit} />
    </I18nextProvider>,
  );
}

/** A label as shown: its text, then the required marker when there is one. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const input = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  });
};

describe('schema form', () => {
  it('draws every field with a visible label, autocomplete and input mode', () => {
    renderForm();
    expect(input('Username').autocomplete).toBe('username');
    expect(input('Password').type).toBe('password');
    expect(input('Password').autocomplete).toBe('new-password');
    expect(input('Mobile number').inputMode).toBe('numeric');
    expect(input('Mobile number').type).toBe('tel');
    expect(input('Username').required).toBe(true);
    expect(input('Mobile number').required).toBe(false);
  });

  it('shows translated errors linked by aria-describedby and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('Password', 'secret1');
    type('Confirm password', 'secret2');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const username = input('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(username.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('This field cannot be empty.');
    expect(screen.getByText('The two entries are not the same. Confirmation input incorrect.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(username));
  });

  it('fills min and max into the pattern message, and names one number when they are equal', async () => {
    renderForm();
    type('Username', '1abc');
    type('ID number', '12345');
    await submit();
    expect(screen.getByText('Start with a letter, then use only letters and digits (6–13 characters).')).toBeTruthy();
    expect(screen.getByText('Use digits only (11 characters).')).toBeTruthy();
  });

  it('keeps everything typed after a failed submit', async () => {
    renderForm();
    type('Username', 'player01');
    type('Password', 'secret1');
    type('Mobile number', '0917');
    await submit();
    expect(input('Username').value).toBe('player01');
    expect(input('Password').value).toBe('secret1');
    expect(input('Mobile number').value).toBe('0917');
  });

  it('keeps everything typed after a server error, shows it on its field until the value changes', async () => {
    const serverError: FieldErrors = { username: { key: 'common:errors.usernameTaken' } };
    const onSubmit = vi.fn((_values: FormValues, helpers: SchemaFormHelpers) => helpers.setFieldErrors(serverError));
    renderForm(onSubmit);
    type('Username', 'player01');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { username: 'player01', password: 'secret1', confirmPassword: 'secret1', mobileNum: '', idNumber: '' },
      expect.anything(),
    );
    expect(await screen.findByText('This username is already taken.')).toBeTruthy();
    expect(input('Username').value).toBe('player01');
    expect(input('Password').value).toBe('secret1');
    await waitFor(() => expect(document.activeElement).toBe(input('Username')));
    // Typing elsewhere keeps the server's word; changing the refused value clears it.
    type('Mobile number', '09171234567');
    await waitFor(() => expect(screen.queryByText('This username is already taken.')).toBeTruthy());
    type('Username', 'player02');
    await waitFor(() => expect(screen.queryByText('This username is already taken.')).toBeNull());
  });

  it('shows and hides a password with its toggle', () => {
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input('Password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('draws a form from server rules (royal-like username tab)', () => {
    const fields = resolveRegistrationForm({
      rules: {
        username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 13, acceptedPattern: '*' },
        password: { enabled: true, required: true, patternId: 0, minLength: 6, maxLength: 16, acceptedPattern: '*' },
        email: { enabled: true, required: false, patternId: 3, minLength: 6, maxLength: 64, acceptedPattern: '*' },
        qqNum: { enabled: false, required: false, patternId: 6, minLength: 5, maxLength: 12, acceptedPattern: '*' },
      },
      flags: {},
      tab: 'username',
    });
    renderForm(undefined, fields);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.queryByLabelText('QQ number')).toBeNull();
  });
});
