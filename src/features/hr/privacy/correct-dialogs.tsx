import {
  enquirerCorrectionSchema,
  subscriberCorrectionSchema,
} from '../../../../shared/contract/hr-privacy.ts';
import type { PeopleView } from '../../../../shared/contract/hr-privacy.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { FormField } from '../kit/form-field.tsx';
import { correctEnquirer, correctSubscriber } from './people-api.ts';

type Enquirer = PeopleView['enquirers'][number];
type Subscriber = PeopleView['subscribers'][number];

const enquirerFields = enquirerCorrectionSchema.fields;

/**
 * Corrects an enquirer's details (DPDP Act §12(2)): the name, address and, when given, contact
 * number of every enquiry from the address. The shared schema checks it here and at the API.
 */
export function EnquirerCorrectionDialog({
  enquirer,
  onClose,
  onCorrected,
}: {
  enquirer: Enquirer | null;
  onClose: () => void;
  onCorrected: (newEmail: string) => void;
}) {
  return (
    <ActionDialog
      open={enquirer !== null}
      title={`Correct the details of ${enquirer?.email ?? ''}`}
      description={<p>Every enquiry from this address takes the corrected details.</p>}
      initialValues={{
        name: enquirer?.names[0] ?? '',
        newEmail: enquirer?.email ?? '',
        contact: '',
        reason: '',
      }}
      fields={{
        name: enquirerFields.name,
        newEmail: enquirerFields.newEmail,
        contact: enquirerFields.contact,
      }}
      submitLabel="Save the correction"
      onClose={onClose}
      onSubmit={async ({ name, newEmail, contact, reason }) => {
        if (!enquirer) return;
        // An empty contact keeps each enquiry's own number rather than blanking it.
        await correctEnquirer({
          email: enquirer.email,
          name,
          newEmail,
          ...(contact ? { contact } : {}),
          reason,
        });
        notify.success(`The details of ${newEmail} were corrected.`);
        onCorrected(newEmail);
      }}
    >
      <FormField name="name" label="Name" autoComplete="off" />
      <FormField name="newEmail" label="E-mail" type="email" autoComplete="off" />
      <FormField
        name="contact"
        label="Contact number (optional)"
        hint="Left empty, each enquiry keeps the number it came with."
        autoComplete="off"
      />
    </ActionDialog>
  );
}

/** Corrects a newsletter subscriber's address (refused when the new one is subscribed already). */
export function SubscriberCorrectionDialog({
  subscriber,
  onClose,
  onCorrected,
}: {
  subscriber: Subscriber | null;
  onClose: () => void;
  onCorrected: (newEmail: string) => void;
}) {
  return (
    <ActionDialog
      open={subscriber !== null}
      title={`Correct the address ${subscriber?.email ?? ''}`}
      initialValues={{ email: subscriber?.email ?? '', reason: '' }}
      fields={{ email: subscriberCorrectionSchema.fields.email }}
      submitLabel="Save the correction"
      onClose={onClose}
      onSubmit={async ({ email, reason }) => {
        if (!subscriber) return;
        await correctSubscriber(subscriber.id, email, reason);
        notify.success(`The address was corrected to ${email}.`);
        onCorrected(email);
      }}
    >
      <FormField name="email" label="E-mail" type="email" autoComplete="off" />
    </ActionDialog>
  );
}
