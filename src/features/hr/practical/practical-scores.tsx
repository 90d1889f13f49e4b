import { useState } from 'react';
import {
  maxPracticalReviewers,
  practicalRubric,
  practicalScoreSchema,
  rubricMaxPoints,
  rubricMaxTotal,
  rubricPointWords,
  type PracticalManifestView,
  type RubricKey,
  type RubricPoints,
} from '../../../../shared/contract/hr-practical.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { DataTable } from '../kit/data-table.tsx';
import { FormField } from '../kit/form-field.tsx';
import { scorePractical } from './practical-review-api.ts';

type ScoreValues = { rubric: Record<RubricKey, number | ''>; notes: string; reason: string };

const pointChoices = Array.from({ length: rubricMaxPoints + 1 }, (_, points) => points);

/** A candidate's practical submission as the signed-in reviewer (`staffId`) sees it. */
export interface PracticalReviewerProps {
  candidateId: string;
  manifest: PracticalManifestView;
  staffId: string;
  /** After a score or a decision, so the report is read again. */
  onChanged: () => void;
}

function ScoresTable({ scores }: { scores: PracticalManifestView['scores'] }) {
  return (
    <DataTable
      label="Rubric scores"
      columns={[
        'Reviewer',
        ...practicalRubric.map((criterion) => criterion.label),
        'Total',
        'Notes',
      ]}
    >
      {scores.map((score) => (
        <tr key={score.reviewerId}>
          <th scope="row">{score.reviewerName}</th>
          {practicalRubric.map((criterion) => (
            <td key={criterion.key}>
              {score.rubric[criterion.key]} / {rubricMaxPoints}
            </td>
          ))}
          <td>
            <strong>
              {score.total} / {rubricMaxTotal}
            </strong>
          </td>
          <td className="hr-table__wrap">{score.notes ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The rubric scores of a practical submission (at most two reviewers, each criterion 0–4) and the
 * signed-in reviewer's own: give it, or revise it with a reason. A third reviewer is told why
 * they cannot score.
 */
export function PracticalScores({
  candidateId,
  manifest,
  staffId,
  onChanged,
}: PracticalReviewerProps) {
  const [open, setOpen] = useState(false);
  const mine = manifest.scores.find((score) => score.reviewerId === staffId);
  const full = !mine && manifest.scores.length >= maxPracticalReviewers;
  const empty = Object.fromEntries(
    practicalRubric.map((c) => [c.key, '']),
  ) as ScoreValues['rubric'];
  return (
    <>
      {manifest.scores.length === 0 ? (
        <p className="hr-muted">Not scored yet.</p>
      ) : (
        <ScoresTable scores={manifest.scores} />
      )}
      <div className="hr-actions hr-print-hidden">
        {full ? (
          <p>
            {maxPracticalReviewers} reviewers have scored this submission: a third score is not
            taken.
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setOpen(true)}
          >
            {mine ? 'Revise my score' : 'Score this submission'}
          </button>
        )}
      </div>
      <ActionDialog<ScoreValues>
        open={open}
        title={mine ? 'Revise my score' : 'Score the practical submission'}
        description={`Each criterion from 0 (${rubricPointWords[0]}) to ${rubricMaxPoints} (${rubricPointWords[rubricMaxPoints]}). At most ${maxPracticalReviewers} reviewers score a submission.`}
        initialValues={{ rubric: mine?.rubric ?? empty, notes: mine?.notes ?? '', reason: '' }}
        fields={{
          rubric: practicalScoreSchema.fields.rubric,
          notes: practicalScoreSchema.fields.notes,
        }}
        reasonOptional={!mine}
        submitLabel="Save the score"
        wide
        onClose={() => setOpen(false)}
        onSubmit={async (values) => {
          const rubric = Object.fromEntries(
            practicalRubric.map((c) => [c.key, Number(values.rubric[c.key])]),
          ) as RubricPoints;
          await scorePractical(candidateId, { rubric, notes: values.notes, reason: values.reason });
          onChanged();
        }}
      >
        {practicalRubric.map((criterion) => (
          <FormField
            key={criterion.key}
            name={`rubric.${criterion.key}`}
            label={criterion.label}
            hint={criterion.description}
            kind="select"
          >
            <option value="">Choose 0 to {rubricMaxPoints}</option>
            {pointChoices.map((points) => (
              <option key={points} value={points}>
                {points}: {rubricPointWords[points]}
              </option>
            ))}
          </FormField>
        ))}
        <FormField
          name="notes"
          label="Notes"
          kind="textarea"
          hint="Optional. What you saw, for the other reviewer and whoever decides."
        />
      </ActionDialog>
    </>
  );
}
