import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportAnswer, ImportProgress } from '../../../../shared/contract/hr.ts';
import type { ImportOutcome } from './import-api.ts';
import { ImportPanel } from './import-panel.tsx';

// React warns about updates outside act() unless told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  line: number;
  name: string;
}

/** A server stand-in: line 2 is wrong while the text holds "broken". */
function fakeServer() {
  const calls: string[] = [];
  let reportProgress: ((progress: ImportProgress) => void) | undefined;
  let finish: (() => void) | undefined;
  const answerFor = (text: string): ImportAnswer<Row> =>
    text.includes('broken')
      ? { created: [], errors: [{ line: 2, message: 'test_type must be mcqs, practical or both' }] }
      : { created: [{ line: 2, name: 'Asha' }], errors: [] };
  return {
    calls,
    preview: async (text: string): Promise<ImportOutcome<Row>> => {
      calls.push('preview');
      return { status: 200, answer: answerFor(text) };
    },
    run: (text: string, onProgress: (p: ImportProgress) => void) => {
      calls.push('import');
      reportProgress = onProgress;
      return new Promise<ImportOutcome<Row>>((resolve) => {
        finish = () => resolve({ status: 201, answer: answerFor(text) });
      });
    },
    progress: (p: ImportProgress) => reportProgress?.(p),
    finish: () => finish?.(),
  };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The panel on a fake server, with what it hands to `onImported` recorded in `imported`. */
function mount() {
  const server = fakeServer();
  const imported: ImportAnswer<Row>[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <ImportPanel<Row>
        label="Candidates CSV"
        accept=".csv"
        help="help"
        preview={server.preview}
        run={server.run}
        describeRows={(rows) => <p>{rows.map((r) => r.name).join(', ')}</p>}
        importLabel={(n) => `Import ${n} candidates`}
        onImported={(answer) => imported.push(answer)}
      />,
    ),
  );
  const textarea = container.querySelector('textarea') as HTMLTextAreaElement;
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name));
  const type = (value: string) =>
    act(() => {
      // React tracks the value it set; the native setter makes the change visible to it.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
        textarea,
        value,
      );
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const press = async (name: string) => {
    await act(async () => button(name)?.click());
  };
  return { server, imported, container, button, type, press };
}

describe('ImportPanel', () => {
  it('shows line errors, offers no import until a check passes, and checks an edited file again', async () => {
    const { server, imported, ...panel } = mount();
    panel.type('name,email,test_type\nbroken');
    await panel.press('Check file');
    expect(panel.container.querySelector('table')?.textContent).toContain(
      'test_type must be mcqs, practical or both',
    );
    expect(panel.button('Import')).toBeUndefined();

    panel.type('name,email,test_type\nAsha,asha@example.com,mcqs');
    expect(panel.container.querySelector('table')).toBeNull();
    await panel.press('Check file');
    expect(panel.container.textContent).toContain('Every line is correct: 1 to create.');
    expect(panel.container.textContent).toContain('Asha');

    // An edit after a clean check asks for a new check before any import.
    panel.type('name,email,test_type\nAsha,asha@example.com,both');
    expect(panel.button('Import 1')).toBeUndefined();
    await panel.press('Check file');
    await panel.press('Import 1 candidates');
    expect(server.calls).toEqual(['preview', 'preview', 'preview', 'import']);
    expect(imported).toEqual([]);
  });

  it('shows progress while the import runs, keeping its button (and focus) in place', async () => {
    const { server, imported, ...panel } = mount();
    panel.type('name,email,test_type\nAsha,asha@example.com,mcqs');
    await panel.press('Check file');
    await panel.press('Import 1 candidates');
    expect(panel.button('Importing...')?.getAttribute('aria-disabled')).toBe('true');
    act(() => server.progress({ phase: 'hashing', done: 1, total: 2 }));
    const bar = panel.container.querySelector('progress') as HTMLProgressElement;
    expect(bar.value).toBe(1);
    expect(bar.max).toBe(2);
    expect(panel.container.textContent).toContain('Creating passwords');
    await act(async () => server.finish());
    expect(imported).toEqual([{ created: [{ line: 2, name: 'Asha' }], errors: [] }]);
  });
});
