import type { LogChainView } from '../../../../shared/contract/hr-privacy.ts';

const count = new Intl.NumberFormat('en-IN');

/**
 * One log's check in a sentence: it verifies (how many rows, how many an erasure redacted), or the
 * first row that does not, which is where to look (docs/breach-runbook.md).
 */
export function LogChainLine({ name, chain }: { name: string; chain: LogChainView }) {
  const rows = `${count.format(chain.rows)} row${chain.rows === 1 ? '' : 's'}`;
  const redacted =
    chain.redactedRows > 0 ? `, ${count.format(chain.redactedRows)} redacted by erasures` : '';
  if (chain.verifies)
    return (
      <p className="hr-alert" data-testid="log-chain">
        {name} verifies: {rows}
        {redacted}, each linked to the one before.
      </p>
    );
  return (
    <p className="hr-alert hr-alert--error" data-testid="log-chain">
      {name} does not verify: row {chain.brokenAtId} of {rows} was changed, or the row before it
      removed. See the breach runbook.
    </p>
  );
}
