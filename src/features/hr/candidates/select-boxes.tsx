import type { CandidateView } from '../../../../shared/contract/hr.ts';
import {
  isSelected,
  pageSelection,
  togglePage,
  toggleRow,
  type CandidateSelection,
} from './candidate-selection.ts';

/** The list's selection as its check boxes need it: what is chosen, the page, and the change. */
export interface RowSelection {
  selection: CandidateSelection;
  pageIds: readonly string[];
  onChange: (selection: CandidateSelection) => void;
}

/** A row's check box, named by the candidate (a screen reader hears whom it chooses). */
export function SelectRowBox({
  selection: { selection, pageIds, onChange },
  candidate,
}: {
  selection: RowSelection;
  candidate: CandidateView;
}) {
  return (
    <input
      type="checkbox"
      className="hr-select-box"
      aria-label={`Select ${candidate.name}`}
      checked={isSelected(selection, candidate.id)}
      onChange={() => onChange(toggleRow(selection, candidate.id, pageIds))}
    />
  );
}

/** The header's check box: the whole page chosen, some of it (mixed), or none. */
export function SelectPageBox({
  selection: { selection, pageIds, onChange },
}: {
  selection: RowSelection;
}) {
  const state = pageSelection(selection, pageIds);
  return (
    <input
      type="checkbox"
      className="hr-select-box"
      aria-label="Select every candidate on this page"
      checked={state === 'all'}
      ref={(box) => {
        if (box) box.indeterminate = state === 'some';
      }}
      onChange={() => onChange(togglePage(selection, pageIds))}
    />
  );
}
