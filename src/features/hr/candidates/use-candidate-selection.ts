import { useState } from 'react';
import type { BulkFilter, BulkTarget } from '../mail/mail-api.ts';
import {
  noSelection,
  offersAllMatching,
  selectAllMatching,
  selectedCount,
  type CandidateSelection,
} from './candidate-selection.ts';

/**
 * The candidates list's selection for the bulk actions: forgotten whenever the filter changes
 * (rows chosen under another filter are not what the person now sees), kept across pages.
 */
export function useCandidateSelection(filter: BulkFilter, pageIds: string[], total: number) {
  const filterKey = JSON.stringify(filter);
  const [state, setState] = useState({ key: filterKey, selection: noSelection });
  const selection = state.key === filterKey ? state.selection : noSelection;
  const change = (next: CandidateSelection) => setState({ key: filterKey, selection: next });
  const target: BulkTarget = selection.all ? { all: true, filter } : { ids: [...selection.ids] };
  return {
    rows: { selection, pageIds, onChange: change },
    count: selectedCount(selection, total),
    allMatching: selection.all,
    offerAll: offersAllMatching(selection, pageIds, total),
    target,
    selectAll: () => change(selectAllMatching()),
    clear: () => change(noSelection),
  };
}
