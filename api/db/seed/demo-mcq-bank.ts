/** The demo question bank: general web-engineering knowledge a junior developer should have. */
export interface SeedQuestion {
  topic: string;
  question: string;
  options: string[];
  correctOptionIndex: number;
}

export const demoMcqBank: SeedQuestion[] = [
  {
    topic: 'JavaScript',
    question: 'What does `typeof null` return in JavaScript?',
    options: ['"null"', '"object"', '"undefined"', '"number"'],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    question: 'Which array method returns a new array and leaves the original unchanged?',
    options: ['push', 'splice', 'map', 'sort'],
    correctOptionIndex: 2,
  },
  {
    topic: 'JavaScript',
    question: 'What is logged by `console.log(0.1 + 0.2 === 0.3)`?',
    options: ['true', 'false', 'undefined', 'It throws a TypeError'],
    correctOptionIndex: 1,
  },
  {
    topic: 'JavaScript',
    question: 'Which keyword declares a block-scoped variable that cannot be reassigned?',
    options: ['var', 'let', 'const', 'static'],
    correctOptionIndex: 2,
  },
  {
    topic: 'HTTP',
    question: 'Which HTTP status code means the requested resource was not found?',
    options: ['200', '301', '404', '500'],
    correctOptionIndex: 2,
  },
  {
    topic: 'HTTP',
    question: 'Which HTTP method is idempotent and used to replace a resource entirely?',
    options: ['POST', 'PUT', 'PATCH', 'CONNECT'],
    correctOptionIndex: 1,
  },
  {
    topic: 'CSS',
    question: 'Which CSS property creates space inside an element, between its content and border?',
    options: ['margin', 'padding', 'gap', 'outline'],
    correctOptionIndex: 1,
  },
  {
    topic: 'CSS',
    question: 'With `display: flex`, which property aligns items along the main axis?',
    options: ['align-items', 'justify-content', 'flex-wrap', 'align-content'],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    question: 'In React, what should a list item be given so React can track it between renders?',
    options: ['An id attribute', 'A key prop', 'A ref', 'A className'],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    question: 'Which hook runs a side effect after React has committed a render?',
    options: ['useMemo', 'useState', 'useEffect', 'useContext'],
    correctOptionIndex: 2,
  },
  {
    topic: 'SQL',
    question: 'Which SQL clause filters groups after aggregation?',
    options: ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'],
    correctOptionIndex: 1,
  },
  {
    topic: 'SQL',
    question: 'Which join returns only the rows that have matching values in both tables?',
    options: ['LEFT JOIN', 'RIGHT JOIN', 'FULL OUTER JOIN', 'INNER JOIN'],
    correctOptionIndex: 3,
  },
  {
    topic: 'Git',
    question: 'Which command creates a new branch and switches to it?',
    options: [
      'git branch -d feature',
      'git switch -c feature',
      'git merge feature',
      'git stash feature',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Security',
    question: 'What is the main defence against SQL injection?',
    options: [
      'Hiding error messages',
      'Parameterised queries',
      'Using POST instead of GET',
      'Minifying the JavaScript',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Node.js',
    question: 'What does Node.js use to run many I/O operations concurrently on one thread?',
    options: ['Web workers', 'An event loop', 'A thread per request', 'Cron jobs'],
    correctOptionIndex: 1,
  },
];
