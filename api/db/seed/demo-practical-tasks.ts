/** The demo practical round: one realistic full-stack task, shown to the candidate in order. */
export const demoPracticalTasks: string[] = [
  [
    'Build a small "Team Tasks" web application.',
    'Back end: a REST API (Node.js, any framework) with endpoints to list, create, update the status of,',
    'and delete tasks. A task has a title (required, at most 120 characters), an optional description,',
    'a status (todo, in progress, done) and a due date. Validate input and answer errors with a 4xx status',
    'and a clear message. Store tasks in SQLite, PostgreSQL or a JSON file.',
  ].join(' '),
  [
    'Front end: a React page that lists the tasks grouped by status, lets the user add a task with',
    'a form (showing validation errors under each field), change a status, and delete a task after a',
    'confirmation. The page must work on a phone screen.',
  ].join(' '),
  [
    'Include a README explaining how to install and run both parts, and at least three automated tests.',
    'Upload your work as one .zip file without the node_modules folder.',
  ].join(' '),
];
