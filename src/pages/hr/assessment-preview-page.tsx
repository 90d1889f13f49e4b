import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AssessmentPreviewRun } from '../../features/hr/assessments/assessment-preview.tsx';
import { getAssessmentPreview } from '../../features/hr/assessments/assessments-api.ts';
import { LoadState } from '../../features/hr/kit/load-state.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';

/**
 * `/hr/preview?assessment=ID` (the console picks a section by its path, so the id goes in the
 * query, as the attempt report's does): any staff member tries an assessment's fresh draw.
 */
export default function AssessmentPreviewPage() {
  const id = useSearchParams()[0].get('assessment') ?? '';
  // Each "try again" is a new draw: the run starts afresh with it, not with the last answers.
  const [draw, setDraw] = useState(0);
  const preview = useHrData(`${id}#${draw}`, () => getAssessmentPreview(id));
  return (
    <>
      <h1>Assessment preview</h1>
      <p className="hr-alert" role="note">
        Preview: nothing is recorded and it counts in no statistic.
      </p>
      <p>
        <Link to="/hr/assessments">All assessments</Link>
      </p>
      {id === '' ? (
        <p className="hr-alert hr-alert--error" role="alert">
          No assessment was named: open the preview with Try it on the Assessments page.
        </p>
      ) : (
        <LoadState state={preview} loading="Drawing the questions...">
          {(data) =>
            preview.loading ? (
              <p role="status">Drawing the questions...</p>
            ) : (
              <AssessmentPreviewRun
                key={draw}
                preview={data}
                onAgain={() => setDraw((n) => n + 1)}
              />
            )
          }
        </LoadState>
      )}
    </>
  );
}
