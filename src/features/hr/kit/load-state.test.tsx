import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadState } from './load-state.tsx';

const shown = (state: { data: string | undefined; error: string | null }) =>
  renderToStaticMarkup(
    <LoadState state={state} loading="Loading the settings...">
      {(data) => <p>{data}</p>}
    </LoadState>,
  );

describe('LoadState', () => {
  it('says it is loading until the first answer', () => {
    expect(shown({ data: undefined, error: null })).toBe(
      '<p role="status">Loading the settings...</p>',
    );
  });

  it('shows a failed first load as an alert, without the loading words', () => {
    expect(shown({ data: undefined, error: 'The server is busy.' })).toBe(
      '<p class="hr-alert hr-alert--error" role="alert">The server is busy.</p>',
    );
  });

  it('keeps the last answer under the failure of the next', () => {
    expect(shown({ data: 'Ten questions', error: 'The server is busy.' })).toBe(
      '<p class="hr-alert hr-alert--error" role="alert">The server is busy.</p><p>Ten questions</p>',
    );
  });
});
