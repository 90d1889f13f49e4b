import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const securityQuestions: SeedQuestion[] = [
  {
    topic: 'Security',
    difficulty: 'easy',
    question: md(
      'This query is open to SQL injection. What is the right fix?',
      fence(
        'js',
        `
const rows = await db.query(
  \`SELECT * FROM users WHERE email = '\${req.query.email}'\`,
);
`,
      ),
    ),
    options: [
      'Remove the quotes from the e-mail first, with `email.replaceAll("\'", "")`',
      "A parameterised query: `db.query('SELECT * FROM users WHERE email = $1', [req.query.email])`",
      'Send the e-mail in a `POST` body instead of the query string',
      'Hide the database’s error messages from the client',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Security',
    difficulty: 'easy',
    question:
      'Which response header tells the browser to reach this site over HTTPS only, from now on, even when a link says `http://`?',
    options: [
      '`Strict-Transport-Security`',
      '`Content-Security-Policy`',
      '`X-Content-Type-Options`',
      '`Access-Control-Allow-Origin`',
    ],
    correctOptionIndex: 0,
  },
  {
    topic: 'Security',
    difficulty: 'medium',
    question: md(
      '`text` is a comment any signed-in user can write. What is the risk?',
      fence(
        'jsx',
        `
function Comment({ text }) {
  return <p dangerouslySetInnerHTML={{ __html: text }} />;
}
`,
      ),
    ),
    options: [
      'None: React escapes everything it renders',
      'Stored XSS: a comment such as `<img src=x onerror="…">` runs its script in every reader’s browser',
      'SQL injection through the comment',
      'Cross-site request forgery through the comment',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Security',
    difficulty: 'medium',
    question:
      'A login response sets `Set-Cookie: session=abc123; HttpOnly; Secure; SameSite=Strict`. What does `HttpOnly` add?',
    options: [
      'The cookie is never sent over plain HTTP',
      'Scripts on the page cannot read the cookie (`document.cookie`), so an XSS cannot steal it',
      'Requests started by other sites do not carry the cookie',
      'The cookie is deleted when the browser closes',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Security',
    difficulty: 'medium',
    question: md(
      'Why is this a poor way to store passwords?',
      fence(
        'js',
        `
const { createHash } = require('node:crypto');
const stored = createHash('sha256').update(password).digest('hex');
`,
      ),
    ),
    options: [
      'SHA-256 can be decrypted back to the password',
      'It is fast and unsalted: equal passwords get equal hashes, and guesses can be tried billions of times a second',
      'A hex digest is too long to keep in a database column',
      'Node.js has no SHA-256, so the call throws',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Security',
    difficulty: 'hard',
    question: md(
      'Which file does a request for `/download?name=../../etc/passwd` read?',
      fence(
        'js',
        `
app.get('/download', async (req, res) => {
  const file = path.join('/srv/uploads', req.query.name);
  res.send(await fs.readFile(file));
});
`,
      ),
    ),
    options: [
      '`/srv/uploads/etc/passwd`: `path.join` drops the `..` parts',
      '`/etc/passwd`',
      'None: `path.join` throws on `..`',
      '`/srv/uploads/../../etc/passwd`, a path that does not exist',
    ],
    correctOptionIndex: 1,
  },
];
