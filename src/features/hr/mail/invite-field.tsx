import { useId } from 'react';
import { FormCheck } from '../kit/form-check.tsx';

/** Why an invitation may not leave at once: shown when the server has no SMTP configured. */
export const mailOffHint =
  'Mail is off on this server: invitations would wait in the outbox until SMTP is configured.';

/**
 * "Send invitation e-mail(s)" in the add-candidate form (Formik's `invite`): checked at first
 * when the server sends mail, with the reason it is not when it does not (`mailEnabled` false;
 * undefined: not known yet).
 */
export function InviteField({ mailEnabled }: { mailEnabled: boolean | undefined }) {
  return (
    <FormCheck
      name="invite"
      label="Send invitation e-mail(s)"
      hint={mailEnabled === false ? mailOffHint : undefined}
    />
  );
}

/** The same choice for an import ("Send invitations by e-mail"), outside any Formik form. */
export function InviteCheck({
  mailEnabled,
  checked,
  onChange,
}: {
  mailEnabled: boolean | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hint = useId();
  return (
    <div className="hr-field">
      <label className="hr-check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={mailEnabled === false ? hint : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        Send invitations by e-mail
      </label>
      {mailEnabled === false && (
        <p id={hint} className="hr-field__hint">
          {mailOffHint}
        </p>
      )}
    </div>
  );
}
