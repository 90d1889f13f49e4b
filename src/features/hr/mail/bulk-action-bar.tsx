import { bulkActions, type BulkAction } from '../../../../shared/contract/hr-mail.ts';
import { bulkActionLabels } from './mail-words.ts';

/**
 * What is chosen in the candidates list and what can be done to all of it at once. When the page
 * is chosen whole and the filter matches more, it offers every match; each action opens its
 * dialog, which checks who it reaches first.
 */
export function BulkActionBar({
  count,
  allMatching,
  offerAll,
  total,
  onSelectAll,
  onClear,
  onAction,
}: {
  count: number;
  allMatching: boolean;
  offerAll: boolean;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
}) {
  if (count === 0) return null;
  return (
    <section className="hr-bulk-bar" aria-label="Selected candidates">
      <p role="status">
        {allMatching
          ? `All ${total} candidates matching this filter are selected.`
          : `${count} candidate${count === 1 ? '' : 's'} selected.`}{' '}
        {offerAll && (
          <button type="button" className="hr-link-button" onClick={onSelectAll}>
            Select all {total} candidates matching this filter
          </button>
        )}{' '}
        <button type="button" className="hr-link-button" onClick={onClear}>
          Clear selection
        </button>
      </p>
      <div className="hr-actions">
        {bulkActions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button button--small ${action === 'withdraw' ? 'button--danger' : 'button--ghost'}`}
            onClick={() => onAction(action)}
          >
            {bulkActionLabels[action]}
          </button>
        ))}
      </div>
    </section>
  );
}
