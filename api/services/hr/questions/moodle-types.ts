/** Moodle's question types by the name people know them by (Moodle's own wording). */
const typeNames: Record<string, string> = {
  truefalse: 'True/false',
  shortanswer: 'Short-answer',
  essay: 'Essay',
  matching: 'Matching',
  numerical: 'Numerical',
  description: 'Description (text without a question)',
  multianswer: 'Embedded answers (Cloze)',
  cloze: 'Embedded answers (Cloze)',
  calculated: 'Calculated',
  calculatedsimple: 'Simple calculated',
  calculatedmulti: 'Calculated multichoice',
  randomsamatch: 'Random short-answer matching',
  ddwtos: 'Drag and drop into text',
  ddimageortext: 'Drag and drop onto image',
  ddmarker: 'Drag and drop markers',
  gapselect: 'Select missing words',
  ordering: 'Ordering',
  random: 'Random',
};

/** Why a `<question type="…">` cannot be imported, or null for a multiple-choice question. */
export function unsupportedMoodleType(type: string): string | null {
  if (type === 'multichoice') return null;
  const name = typeNames[type] ?? `"${type || '(no type)'}"`;
  return `${name} questions are not supported (only multiple choice with one right answer).`;
}
