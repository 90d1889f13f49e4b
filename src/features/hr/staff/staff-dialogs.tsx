import {
  createStaffSchema,
  staffRoles,
  type StaffRole,
  type StaffView,
} from '../../../../shared/contract/hr.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { FormField } from '../kit/form-field.tsx';
import { DialogCloseActions, HrDialog } from '../kit/hr-dialog.tsx';
import { addStaff, resetStaffPassword, updateStaff } from './staff-api.ts';

export type StaffAction = 'add' | 'role' | 'disable' | 'enable' | 'password';

const roles = staffRoles;
const staffFields = createStaffSchema.fields;
const roleWords: Record<StaffRole, string> = {
  admin: 'Admin: manages staff, candidates, questions and settings',
  reviewer: 'Reviewer: reads everything and takes decisions (reopen, retake)',
};

export interface TemporaryPassword {
  staff: StaffView;
  password: string;
}

/** The form of one staff action (add, role, disable, enable, reset password), with its reason. */
export function StaffActionDialog({
  action,
  staff,
  onClose,
  onDone,
}: {
  action: StaffAction | null;
  staff: StaffView | null;
  onClose: () => void;
  onDone: (temporary?: TemporaryPassword) => void;
}) {
  const titles: Record<StaffAction, string> = {
    add: 'Add a staff account',
    role: `Change the role of ${staff?.name ?? ''}`,
    disable: `Disable ${staff?.name ?? ''}`,
    enable: `Enable ${staff?.name ?? ''}`,
    password: `Reset the password of ${staff?.name ?? ''}`,
  };
  const submitLabels: Record<StaffAction, string> = {
    add: 'Add account',
    role: 'Save role',
    disable: 'Disable account',
    enable: 'Enable account',
    password: 'Reset password',
  };
  const descriptions: Partial<Record<StaffAction, string>> = {
    add: 'A temporary password is shown once; they choose their own at first sign-in.',
    disable: 'They are signed out at once and cannot sign in until enabled again.',
    password: 'They are signed out; a temporary password is shown once.',
  };
  return (
    <ActionDialog
      open={action !== null}
      title={action ? titles[action] : ''}
      description={action && descriptions[action] ? <p>{descriptions[action]}</p> : undefined}
      initialValues={{
        name: staff?.name ?? '',
        email: staff?.email ?? '',
        role: staff?.role ?? 'reviewer',
        reason: '',
      }}
      fields={
        action === 'add'
          ? { name: staffFields.name, email: staffFields.email, role: staffFields.role }
          : action === 'role'
            ? { role: staffFields.role }
            : undefined
      }
      submitLabel={action ? submitLabels[action] : ''}
      danger={action === 'disable' || action === 'password'}
      reasonOptional={action === 'add'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (action === 'add') {
          const answer = await addStaff({
            name: values.name,
            email: values.email,
            role: values.role,
            ...(values.reason && { reason: values.reason }),
          });
          notify.success(`${answer.staff.name} was added.`);
          onDone({ staff: answer.staff, password: answer.temporaryPassword });
        } else if (staff && action === 'password') {
          const answer = await resetStaffPassword(staff.id, values.reason);
          onDone({ staff: answer.staff, password: answer.temporaryPassword });
        } else if (staff && action) {
          const changes =
            action === 'role' ? { role: values.role } : { disabled: action === 'disable' };
          await updateStaff(staff.id, { ...changes, reason: values.reason });
          notify.success(`${staff.name}: ${submitLabels[action].toLowerCase()} done.`);
          onDone();
        }
      }}
    >
      {action === 'add' && (
        <>
          <FormField name="name" label="Name" autoComplete="off" />
          <FormField name="email" label="E-mail" type="email" autoComplete="off" />
        </>
      )}
      {(action === 'add' || action === 'role') && (
        <FormField name="role" label="Role" kind="select">
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleWords[role]}
            </option>
          ))}
        </FormField>
      )}
    </ActionDialog>
  );
}

/** A temporary password, shown once. */
export function TemporaryPasswordDialog({
  temporary,
  onClose,
}: {
  temporary: TemporaryPassword | null;
  onClose: () => void;
}) {
  return (
    <HrDialog
      open={temporary !== null}
      aria-labelledby="temporary-password-title"
      onEscape={onClose}
    >
      <h2 id="temporary-password-title">Temporary password</h2>
      <p className="hr-alert">
        Shown only now. Give it to {temporary?.staff.name} ({temporary?.staff.email}) in person or
        by another channel than e-mail; they choose their own password at first sign-in.
      </p>
      <p>
        <span className="hr-code hr-secret">{temporary?.password}</span>
      </p>
      <DialogCloseActions label="Done" primary onClose={onClose} />
    </HrDialog>
  );
}
