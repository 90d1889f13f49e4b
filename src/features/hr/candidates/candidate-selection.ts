/**
 * The candidates chosen for a bulk action: rows ticked one by one (kept across pages), or every
 * candidate the list's filter matches (`all`), which the server counts and acts on itself.
 */
export interface CandidateSelection {
  ids: readonly string[];
  all: boolean;
}

export const noSelection: CandidateSelection = { ids: [], all: false };

export const isSelected = (selection: CandidateSelection, id: string): boolean =>
  selection.all || selection.ids.includes(id);

/** The header check box: none, some or every row of the page ticked. */
export function pageSelection(
  selection: CandidateSelection,
  pageIds: readonly string[],
): 'none' | 'some' | 'all' {
  if (pageIds.length === 0) return 'none';
  const ticked = pageIds.filter((id) => isSelected(selection, id)).length;
  return ticked === 0 ? 'none' : ticked === pageIds.length ? 'all' : 'some';
}

/**
 * One row ticked or unticked. Unticking a row while every match is chosen leaves the page's other
 * rows chosen: "all but this one" is not something the server can be asked.
 */
export function toggleRow(
  selection: CandidateSelection,
  id: string,
  pageIds: readonly string[],
): CandidateSelection {
  if (selection.all) return { ids: pageIds.filter((other) => other !== id), all: false };
  return selection.ids.includes(id)
    ? { ids: selection.ids.filter((other) => other !== id), all: false }
    : { ids: [...selection.ids, id], all: false };
}

/** The header check box pressed: the whole page ticked, or (when it was) unticked. */
export function togglePage(
  selection: CandidateSelection,
  pageIds: readonly string[],
): CandidateSelection {
  if (pageSelection(selection, pageIds) === 'all') {
    if (selection.all) return noSelection;
    return { ids: selection.ids.filter((id) => !pageIds.includes(id)), all: false };
  }
  const added = pageIds.filter((id) => !selection.ids.includes(id));
  return { ids: [...selection.ids, ...added], all: false };
}

export const selectAllMatching = (): CandidateSelection => ({ ids: [], all: true });

/** How many are chosen: with `all`, every candidate the filter matches (`total`). */
export const selectedCount = (selection: CandidateSelection, total: number): number =>
  selection.all ? total : selection.ids.length;

/**
 * Whether to offer "Select all N candidates matching this filter": the page is ticked whole and
 * the filter matches more than the page shows.
 */
export const offersAllMatching = (
  selection: CandidateSelection,
  pageIds: readonly string[],
  total: number,
): boolean =>
  !selection.all && pageSelection(selection, pageIds) === 'all' && total > selection.ids.length;
