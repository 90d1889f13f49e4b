import { Field, Form, Formik, useField, type FormikProps } from 'formik';
import { PrivacyLine } from '../../components/privacy-line.tsx';
import { formLines } from '../../content/privacy-lines.ts';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import {
  contactFormSchema,
  type ContactFormValues,
} from '../../../shared/contract/contact-enquiry.ts';
import { useEnquirySubmit } from './use-enquiry-submit.ts';
import { preloadToasts } from '../../components/toast.ts';
import { PhoneNumberInput } from './phone-number-input.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import './project-enquiry-form-styles.ts';

const initialValues: ContactFormValues = {
  user_name: '',
  user_email: '',
  user_phone: '',
  user_subject: '',
  message: '',
  website: '',
};

/** A field's error, shown under it once the visitor has left it (spec section 5). */
function useFieldState(name: keyof ContactFormValues) {
  const id = useId();
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  return {
    id,
    field,
    helpers,
    error,
    errorId,
    aria: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined },
  };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="enquiry-form__error">
      {error}
    </p>
  ) : null;
}

function TextField(props: {
  name: keyof ContactFormValues;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}) {
  const { id, field, error, errorId, aria } = useFieldState(props.name);
  return (
    <div className="enquiry-form__field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea id={id} rows={6} aria-required="true" {...aria} {...field} />
      ) : (
        <input
          id={id}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          aria-required="true"
          {...aria}
          {...field}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The phone input starts at India (spec section 5). */
const defaultCountry = { code: 'in', dialCode: '91' };

function PhoneField() {
  const { id, field, helpers, error, errorId, aria } = useFieldState('user_phone');
  // What the widget last reported (digits only) and the form value made of it. A value that is
  // only the country's dial code (what the widget starts with) is no number yet: the form holds
  // '' for it while the widget keeps showing the code the visitor sees.
  const [widget, setWidget] = useState({ digits: '', formValue: '' });
  const shown =
    field.value === widget.formValue
      ? widget.digits
      : // Changed by the form itself (a reset): back to the default country.
        field.value.replace(/^\+/, '') || defaultCountry.dialCode;
  return (
    <div className="enquiry-form__field">
      <label htmlFor={id}>Phone Number</label>
      <PhoneNumberInput
        country={defaultCountry.code}
        specialLabel=""
        value={shown}
        onChange={(digits, country) => {
          const dialCode = 'dialCode' in country ? country.dialCode : '';
          const formValue = digits === '' || digits === dialCode ? '' : `+${digits}`;
          setWidget({ digits, formValue });
          void helpers.setValue(formValue);
        }}
        onBlur={() => void helpers.setTouched(true)}
        inputProps={{ id, name: field.name, autoComplete: 'tel', 'aria-required': 'true', ...aria }}
        containerClass="enquiry-form__phone"
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Bots fill every input; people never see this one (off-screen, hidden from screen readers). */
function HoneypotField() {
  const id = useId();
  return (
    <div className="enquiry-form__trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <Field id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** What the visitor typed into the prerendered form before its code arrived. */
export type TypedBeforeLive = Partial<Omit<ContactFormValues, 'website'>>;

function EnquiryFields({
  isSubmitting,
  setValues,
  typedBeforeLive,
}: FormikProps<ContactFormValues> & { typedBeforeLive?: TypedBeforeLive }) {
  // Until React runs the form, a press of Send would be the browser's own form submission (a
  // reload that loses what was typed): the button is disabled in the prerendered HTML.
  const live = useHydrated();
  // Hydration gives the inputs the form's empty values: put back what was typed, before the
  // browser paints, so nothing typed while the code loaded is lost.
  useLayoutEffect(() => {
    if (!typedBeforeLive) return;
    // Only the dial code the widget starts with is no number yet (as in PhoneField).
    const { user_phone: phone, ...typed } = typedBeforeLive;
    const restored = phone === `+${defaultCountry.dialCode}` ? typed : typedBeforeLive;
    if (Object.keys(restored).length > 0) {
      void setValues((values) => ({ ...values, ...restored }), false);
    }
  }, [typedBeforeLive, setValues]);
  return (
    <Form className="enquiry-form" noValidate aria-label="Project Enquiry">
      <div className="enquiry-form__row">
        <TextField name="user_name" label="Name" autoComplete="name" />
        <TextField name="user_email" label="Email" type="email" autoComplete="email" />
      </div>
      <div className="enquiry-form__row">
        <PhoneField />
        <TextField name="user_subject" label="Subject" />
      </div>
      <TextField name="message" label="Message" multiline />
      <HoneypotField />
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={!live || isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? 'Sending...' : 'Send Enquiry'}
      </button>
      <PrivacyLine text={formLines.enquiry} />
    </Form>
  );
}

/**
 * The Project Enquiry form (spec sections 4, 5, 8): Formik with the API's own yup contract,
 * phone input defaulting to India, and an outbox so an enquiry made offline is sent later.
 * Self-contained: render it anywhere, e.g. under the contact page's "Project Enquiry" heading.
 */
export default function ProjectEnquiryForm({
  typedBeforeLive,
}: {
  typedBeforeLive?: TypedBeforeLive;
}) {
  const onSubmit = useEnquirySubmit();
  // The "saved, will be sent when you are back online" notice must be able to show offline.
  useEffect(() => preloadToasts(), []);
  return (
    <Formik initialValues={initialValues} validationSchema={contactFormSchema} onSubmit={onSubmit}>
      {(formik) => <EnquiryFields {...formik} typedBeforeLive={typedBeforeLive} />}
    </Formik>
  );
}
