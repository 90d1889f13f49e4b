import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const nodeQuestions: SeedQuestion[] = [
  {
    topic: 'Node.js',
    difficulty: 'easy',
    question: md(
      'Which line is printed first, and why?',
      fence(
        'js',
        `
const fs = require('node:fs');
fs.readFile('big.log', 'utf8', () => console.log('read'));
console.log('queued');
`,
      ),
    ),
    options: [
      '`read`: the file is read before the next line runs',
      '`queued`: `readFile` returns at once, and its callback runs later from the event loop',
      'Either one, depending on how big the file is',
      '`queued`: `console.log` has priority over callbacks',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Node.js',
    difficulty: 'easy',
    question: md(
      'The server is started with `PORT=8080 node server.js`. What does this print?',
      fence(
        'js',
        `
const port = process.env.PORT + 1;
console.log(port);
`,
      ),
    ),
    options: ['`8081`', '`80801`', '`NaN`', '`undefined1`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'Node.js',
    difficulty: 'medium',
    question: md(
      'Both files are CommonJS modules. What does `node main.js` print?',
      fence(
        'js',
        `
// counter.js
let count = 0;
module.exports = { next: () => ++count };
`,
      ),
      fence(
        'js',
        `
// main.js
const a = require('./counter');
const b = require('./counter');
a.next();
console.log(b.next());
`,
      ),
    ),
    options: ['`1`', '`2`', '`undefined`', 'An error: a module can be required once'],
    correctOptionIndex: 1,
  },
  {
    topic: 'Node.js',
    difficulty: 'medium',
    question: md(
      'No listener was added to `jobs`. What happens?',
      fence(
        'js',
        `
const { EventEmitter } = require('node:events');
const jobs = new EventEmitter();
jobs.emit('error', new Error('disk full'));
console.log('after');
`,
      ),
    ),
    options: [
      '`after` is printed: an event nobody listens to is dropped',
      'The error is thrown: the process exits and `after` is never printed',
      'A warning is printed, then `after`',
      'Nothing is printed and the process keeps running',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Node.js',
    difficulty: 'medium',
    question: md(
      'What does this print?',
      fence('js', `console.log(Buffer.from('₹100').length, '₹100'.length);`),
    ),
    options: ['`4 4`', '`5 4`', '`6 4`', '`8 4`'],
    correctOptionIndex: 2,
  },
  {
    topic: 'Node.js',
    difficulty: 'hard',
    question: md(
      'This file is run as a CommonJS script (`node main.cjs`). In which order are the words printed?',
      fence(
        'js',
        `
setImmediate(() => console.log('immediate'));
Promise.resolve().then(() => console.log('promise'));
process.nextTick(() => console.log('nextTick'));
console.log('sync');
`,
      ),
    ),
    options: [
      'sync, promise, nextTick, immediate',
      'sync, nextTick, promise, immediate',
      'sync, immediate, nextTick, promise',
      'immediate, promise, nextTick, sync',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Node.js',
    difficulty: 'hard',
    question: md(
      'What happens when this runs on Node.js 20 with no flags?',
      fence(
        'js',
        `
async function save() {
  throw new Error('db down');
}
save();
setTimeout(() => console.log('still running'), 100);
`,
      ),
    ),
    options: [
      'A warning about an unhandled rejection is printed, then `still running`',
      '`still running` is printed and the error is silently ignored',
      'The process exits with the error before `still running` can be printed',
      '`save()` throws synchronously, on the line that calls it',
    ],
    correctOptionIndex: 2,
  },
];
