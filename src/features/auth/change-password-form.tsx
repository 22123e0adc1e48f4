import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@/generated/api-types';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useServices } from '@/lib/services';
import type { FormValues } from '@/schema-ui/field-types';
import { SchemaForm, type SchemaFormHelpers } from '@/schema-ui/form-renderer';
import { serverFieldErrors } from '@/schema-ui/validate';
import { authCalls } from './auth-calls';
import { authRegistry } from './auth-registry';
import { changePasswordFields } from './auth-fields';
import { clearPasswordChangeMarker } from './change-password-marker';
import { errorCode, errorText } from '@/lib/gateway/error-text';
import type { PasswordChangeReason } from './login.machine';
import styles from './auth.module.css';

export interface ChangePasswordFormProps {
  /** Changed: member info reloaded (null when that failed); close the dialog and go home. */
  onDone: (member: MemberInfo | null) => void;
  /** Ask for the current password (SPEC §5: unless already known, e.g. a forced change right after login). */
  askOldPassword?: boolean;
  /** Why the change is forced (weak default or expired password): said above the form. */
  reason?: PasswordChangeReason;
}

const ERROR_FIELD: Record<string, { field: string; key: string }> = {
  password_old_invalid: { field: 'oldPassword', key: 'common:errors.oldPassword' },
  password_confirm_mismatch: { field: 'confirmNewPassword', key: 'auth:inconsistentTwice' },
};

/** The change-password dialog's content (SPEC §4, §5). */
export function ChangePasswordForm({ onDone, askOldPassword = true, reason }: ChangePasswordFormProps) {
  const { t, i18n } = useTranslation();
  const { gateway, session } = useServices();
  const { registrationRules } = useSiteSettings();
  const calls = useMemo(() => authCalls(gateway), [gateway]);
  const fields = useMemo(
    () => changePasswordFields(registrationRules, askOldPassword),
    [registrationRules, askOldPassword],
  );
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  // Said only where the dictionaries have a sentence for the reason (nothing rather than a raw key).
  const reasonKey = `auth:change.reason.${reason}`;
  const reasonText = reason && i18n.exists(reasonKey) ? t(reasonKey) : '';

  const submit = async (values: FormValues, helpers: SchemaFormHelpers) => {
    setFormError(undefined);
    setBusy(true);
    try {
      await calls.changePassword({
        ...(askOldPassword ? { oldPassword: String(values.oldPassword ?? '') } : {}),
        newPassword: String(values.newPassword ?? ''),
        confirmNewPassword: String(values.confirmNewPassword ?? ''),
      });
    } catch (error) {
      const code = errorCode(error);
      const one = code ? ERROR_FIELD[code] : undefined;
      const errors = serverFieldErrors(error) ?? (one ? { [one.field]: { key: one.key } } : null);
      if (errors && fields.some((f) => errors[f.def.name])) helpers.setFieldErrors(errors);
      else setFormError(errorText(t, error));
      setBusy(false);
      return;
    }
    clearPasswordChangeMarker();
    let member: MemberInfo | null = null;
    try {
      member = await calls.memberInfo();
      session.setMember(member);
    } catch {
      // The password is changed; member info is loaded again later.
    }
    setBusy(false);
    onDone(member);
  };

  return (
    <div className={styles.panel}>
      {reasonText && <p className={styles.note}>{reasonText}</p>}
      <SchemaForm
        aria-label={t('auth:change.title')}
        fields={fields}
        registry={authRegistry}
        submitLabel={t('auth:change.submit')}
        busy={busy}
        formError={formError}
        onSubmit={submit}
      />
    </div>
  );
}
