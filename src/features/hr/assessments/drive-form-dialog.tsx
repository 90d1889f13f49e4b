import { string, type Schema } from 'yup';
import {
  createDriveSchema,
  type AssessmentView,
  type DriveView,
} from '../../../../shared/contract/hr-assessments.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { FormField } from '../kit/form-field.tsx';
import { updateDrive, createDrive } from './assessments-api.ts';
import {
  defaultDriveTimeZone,
  fromDriveInput,
  timeZoneChoices,
  toDriveInput,
} from './drive-time.ts';

// The API's rules for the name, the assessment and the zone. The window is typed on the drive's
// clock (no zone in a datetime-local value); the API checks it again once it carries its offset.
const { name, assessmentId, timeZone, reminderHoursBefore, retentionDays } =
  createDriveSchema.fields;
const wallTime = string().matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, {
  message: 'Enter a date and time',
  excludeEmptyString: true,
});
const driveFields = {
  name,
  assessmentId,
  timeZone,
  // The API's rule for the hours; an empty input is no reminder (null), not zero hours.
  reminderHoursBefore: (reminderHoursBefore as Schema<number | null | undefined>).transform(
    (value: unknown, input: unknown) => (input === '' ? null : value),
  ),
  // Empty: the privacy settings' default (null), as for the hours.
  retentionDays: (retentionDays as Schema<number | null | undefined>).transform(
    (value: unknown, input: unknown) => (input === '' ? null : value),
  ),
  windowStart: wallTime,
  windowEnd: wallTime.test(
    'after-start',
    'The window must end after it starts',
    (end, context) => !end || !context.parent.windowStart || end > context.parent.windowStart,
  ),
};

/**
 * Adds a drive or edits one (renaming it renames it for its candidates, lists and exports too);
 * an edit says why. Offers the assessments not archived (and the drive's own, if it is).
 */
export function DriveFormDialog({
  open,
  drive,
  assessments,
  onClose,
  onSaved,
}: {
  open: boolean;
  drive: DriveView | null;
  assessments: AssessmentView[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const zone = drive?.timeZone ?? defaultDriveTimeZone;
  const offered = assessments.filter((a) => !a.archivedAt || a.id === drive?.assessmentId);
  return (
    <ActionDialog
      open={open}
      title={drive ? `Edit ${drive.name}` : 'New drive'}
      initialValues={{
        name: drive?.name ?? '',
        assessmentId: drive?.assessmentId ?? offered.find((a) => a.isDefault)?.id ?? '',
        windowStart: toDriveInput(drive?.windowStart, zone),
        windowEnd: toDriveInput(drive?.windowEnd, zone),
        timeZone: zone,
        reminderHoursBefore: drive?.reminderHoursBefore?.toString() ?? '',
        retentionDays: drive?.retentionDays?.toString() ?? '',
        reason: '',
      }}
      fields={driveFields}
      submitLabel={drive ? 'Save drive' : 'Add drive'}
      reasonOptional={!drive}
      onClose={onClose}
      onSubmit={async (values) => {
        const wanted = {
          name: values.name,
          assessmentId: values.assessmentId,
          windowStart: fromDriveInput(values.windowStart, values.timeZone),
          windowEnd: fromDriveInput(values.windowEnd, values.timeZone),
          timeZone: values.timeZone,
          reminderHoursBefore: hoursOf(values.reminderHoursBefore),
          retentionDays: hoursOf(values.retentionDays),
        };
        if (drive) {
          // Only what changed: moving a drive to another assessment is refused once one of its
          // candidates has started, and a rename should not read as a move.
          const changes = {
            ...(wanted.name !== drive.name && { name: wanted.name }),
            ...(wanted.assessmentId !== drive.assessmentId && {
              assessmentId: wanted.assessmentId,
            }),
            ...(!sameMoment(wanted.windowStart, drive.windowStart) && {
              windowStart: wanted.windowStart,
            }),
            ...(!sameMoment(wanted.windowEnd, drive.windowEnd) && { windowEnd: wanted.windowEnd }),
            ...(wanted.timeZone !== drive.timeZone && { timeZone: wanted.timeZone }),
            ...(wanted.reminderHoursBefore !== drive.reminderHoursBefore && {
              reminderHoursBefore: wanted.reminderHoursBefore,
            }),
            ...(wanted.retentionDays !== drive.retentionDays && {
              retentionDays: wanted.retentionDays,
            }),
          };
          await updateDrive(drive.id, { ...changes, reason: values.reason });
          notify.success(`${values.name} was saved.`);
        } else {
          await createDrive({ ...wanted, ...(values.reason && { reason: values.reason }) });
          notify.success(`${values.name} was added.`);
        }
        onSaved();
      }}
    >
      <FormField name="name" label="Name" hint="As candidates' lists and exports show it." />
      <FormField name="assessmentId" label="Assessment" kind="select">
        <option value="">Choose…</option>
        {offered.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
            {a.archivedAt ? ' (archived)' : ''}
          </option>
        ))}
      </FormField>
      <FormField name="timeZone" label="Time zone" kind="select">
        {timeZoneChoices(zone).map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </FormField>
      <div className="hr-form__row">
        <FormField
          name="windowStart"
          label="Window opens"
          type="datetime-local"
          hint="On the drive's clock. Empty: open now."
        />
        <FormField
          name="windowEnd"
          label="Window closes"
          type="datetime-local"
          hint="On the drive's clock. Empty: no end."
        />
      </div>
      <FormField
        name="reminderHoursBefore"
        label="Remind those who have not started, hours before the window closes"
        type="number"
        min={1}
        max={336}
        hint="Empty: no reminder. Each candidate of the drive who has not started, is not withdrawn and has an e-mail address is reminded once."
      />
      <FormField
        name="retentionDays"
        label="Keep candidates’ personal data, days after the drive’s last decision"
        type="number"
        min={1}
        max={3650}
        hint="Empty: the default of the privacy settings. Then it is erased; scores stay, naming no one. HR is warned ahead."
      />
    </ActionDialog>
  );
}

/** The form's hours (or days) as the API takes them: a whole number, or null for none. */
const hoursOf = (value: string | number | null): number | null =>
  value === '' || value === null ? null : Number(value);

const sameMoment = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));
