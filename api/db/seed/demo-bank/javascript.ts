import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const javascriptQuestions: SeedQuestion[] = [
  {
    topic: 'JavaScript',
    difficulty: 'easy',
    question: 'What does `typeof null` evaluate to?',
    options: ['`"null"`', '`"object"`', '`"undefined"`', '`"number"`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'easy',
    question: md(
      'What does this print?',
      fence(
        'js',
        `
console.log(0.1 + 0.2 === 0.3);
console.log((0.1 + 0.2).toFixed(2) === '0.30');
`,
      ),
    ),
    options: [
      '`true`, then `true`',
      '`false`, then `true`',
      '`false`, then `false`',
      '`true`, then `false`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'easy',
    question: md(
      'What does this print?',
      fence(
        'js',
        `
const config = { port: 0, host: '' };
const port = config.port ?? 8080;
const host = config.host || 'localhost';
console.log(port, host);
`,
      ),
    ),
    options: [
      '`0 localhost`',
      '`8080 localhost`',
      '`0` and an empty string',
      '`8080` and an empty string',
    ],
    correctOptionIndex: 0,
  },
  {
    topic: 'JavaScript',
    difficulty: 'medium',
    question: md(
      'What does this print, one value a line?',
      fence(
        'js',
        `
for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}
`,
      ),
    ),
    options: ['`0`, `1`, `2`', '`3`, `3`, `3`', '`2`, `2`, `2`', '`undefined` three times'],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'medium',
    question: md(
      'In which order are the letters printed?',
      fence(
        'js',
        `
console.log('A');
setTimeout(() => console.log('B'), 0);
Promise.resolve().then(() => console.log('C'));
console.log('D');
`,
      ),
    ),
    options: ['A, B, C, D', 'A, D, B, C', 'A, D, C, B', 'A, C, D, B'],
    correctOptionIndex: 2,
  },
  {
    topic: 'JavaScript',
    difficulty: 'medium',
    question: md(
      'What are `scores` and `sorted === scores` after this runs?',
      fence(
        'js',
        `
const scores = [40, 100, 9];
const sorted = scores.sort();
`,
      ),
    ),
    options: [
      '`[9, 40, 100]` and `false`',
      '`[100, 40, 9]` and `true`',
      '`[40, 100, 9]` and `false`',
      '`[9, 40, 100]` and `true`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'medium',
    question: md(
      'What does this print?',
      fence(
        'js',
        `
const a = { tags: ['js'], level: 1 };
const b = { ...a };
b.tags.push('react');
b.level = 2;
console.log(a.tags.length, a.level);
`,
      ),
    ),
    options: ['`1 1`', '`2 1`', '`2 2`', '`1 2`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'medium',
    question: md(
      'What does this print, one value a line?',
      fence(
        'js',
        `
async function load() {
  console.log(1);
  await null;
  console.log(2);
}
load();
console.log(3);
`,
      ),
    ),
    options: [
      '`1`, `2`, `3`',
      '`1`, `3`, `2`',
      '`3`, `1`, `2`',
      '`1`, `3` (the `2` is never printed)',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'hard',
    question: md(
      'What happens on the last line?',
      fence(
        'js',
        `
class Timer {
  seconds = 0;
  tick() {
    this.seconds++;
  }
}
const timer = new Timer();
const tick = timer.tick;
tick();
`,
      ),
    ),
    options: [
      '`timer.seconds` becomes `1`',
      'A `TypeError` is thrown: `this` is `undefined` inside `tick`',
      '`globalThis.seconds` becomes `NaN`',
      'Nothing: the call is ignored',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'hard',
    question: md(
      'What does this print?',
      fence('js', `console.log(['1', '2', '3'].map(parseInt));`),
    ),
    options: ['`[1, 2, 3]`', '`[1, NaN, NaN]`', '`[1, NaN, 3]`', '`[NaN, NaN, NaN]`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    difficulty: 'hard',
    question: md(
      'What does this print?',
      fence('js', `console.log([] == false, null == 0, null >= 0);`),
    ),
    options: ['`true false true`', '`false false false`', '`true true true`', '`false false true`'],
    correctOptionIndex: 0,
  },
];
