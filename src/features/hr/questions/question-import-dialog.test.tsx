import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImportedQuestion } from '../../../../shared/contract/hr.ts';
import { ImportedQuestionCell } from './question-import-dialog.tsx';

const row: ImportedQuestion = {
  line: 3,
  category: 'SQL',
  difficulty: 'medium',
  question: 'Which rows does `SELECT * FROM t WHERE a > 1` return?\n\n```sql\nSELECT 1;\n```',
  options: ['a', 'b'],
  correctOptionIndex: 0,
};

describe('an imported question in the preview', () => {
  it('reads as its words, without the Markdown', () => {
    const cell = renderToStaticMarkup(<ImportedQuestionCell row={row} />);
    expect(cell).toBe('Which rows does SELECT * FROM t WHERE a &gt; 1 return? SELECT 1;');
  });

  it("shows the file's picture as a thumbnail with its alternative text", () => {
    const image = {
      alt: 'A table of rows',
      src: 'data:image/png;base64,AA==',
      width: 8,
      height: 4,
    };
    const cell = renderToStaticMarkup(<ImportedQuestionCell row={{ ...row, image }} />);
    expect(cell).toContain(
      '<img class="hr-question-thumbnail" src="data:image/png;base64,AA==" alt="A table of rows" width="8" height="4"/>',
    );
  });
});
