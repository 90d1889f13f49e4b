import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LogChainView } from '../../../../shared/contract/hr-privacy.ts';
import { LogChainLine } from './log-chain-line.tsx';

const chain = (change: Partial<LogChainView>): LogChainView => ({
  verifies: true,
  rows: 12_345,
  brokenAtId: null,
  redactedRows: 0,
  headHash: 'ab'.repeat(32),
  ...change,
});

const words = (view: LogChainView) =>
  renderToStaticMarkup(<LogChainLine name="The audit log" chain={view} />).replace(/<[^>]+>/g, '');

describe('LogChainLine', () => {
  it('says a log verifies, with its rows and the erasures’ redactions', () => {
    expect(words(chain({ redactedRows: 3 }))).toBe(
      'The audit log verifies: 12,345 rows, 3 redacted by erasures, each linked to the one before.',
    );
    expect(words(chain({ rows: 1 }))).toBe(
      'The audit log verifies: 1 row, each linked to the one before.',
    );
  });

  it('names the first row that does not verify, as an alert', () => {
    const html = renderToStaticMarkup(
      <LogChainLine name="The access log" chain={chain({ verifies: false, brokenAtId: 57 })} />,
    );
    expect(html).toContain('hr-alert--error');
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'The access log does not verify: row 57 of 12,345 rows was changed, or the row before it removed. See the breach runbook.',
    );
  });
});
