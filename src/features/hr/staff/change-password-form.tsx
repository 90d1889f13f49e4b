import { ref, string } from 'yup';
import { changePasswordSchema, staffPasswordMinLength } from '../../../../shared/contract/hr.ts';
import { notify } from '../../../components/toast.ts';
import { ConsoleForm } from '../kit/console-form.tsx';
import { FormField } from '../kit/form-field.tsx';
import { useHrSession } from '../hr-session.tsx';
import { changePassword } from './session-api.ts';

// The API's rules, and one of the form's own: the new password typed twice.
const formSchema = changePasswordSchema.shape({
  confirmPassword: string()
    .required('Type the new password again')
    .oneOf([ref('newPassword')], 'The two new passwords differ'),
});

const initialValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the signed-in staff member's password (`POST /api/hr/session/password`). The answer is
 * a new session (its cookie and CSRF token rotated); other sessions of the account end.
 */
export function ChangePasswordForm({ required }: { required?: boolean }) {
  const { signedIn } = useHrSession();
  return (
    <ConsoleForm
      initialValues={initialValues}
      validationSchema={formSchema}
      className="hr-form hr-form--narrow"
      submitLabel="Change password"
      busyLabel="Changing..."
      onSubmit={async (values, helpers) => {
        const answer = await changePassword(values.currentPassword, values.newPassword);
        helpers.resetForm();
        notify.success('Your password has been changed. Other sessions have been signed out.');
        signedIn(answer);
      }}
    >
      {required && (
        <p className="hr-alert" role="status">
          Your password was set by an admin. Choose your own before you go on.
        </p>
      )}
      <FormField
        name="currentPassword"
        label={required ? 'Temporary password' : 'Current password'}
        type="password"
        autoComplete="current-password"
      />
      <FormField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`${staffPasswordMinLength} to 128 characters, not a common or easily guessed password: a phrase of unrelated words works well.`}
      />
      <FormField
        name="confirmPassword"
        label="New password again"
        type="password"
        autoComplete="new-password"
      />
    </ConsoleForm>
  );
}
