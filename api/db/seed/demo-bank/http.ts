import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const httpQuestions: SeedQuestion[] = [
  {
    topic: 'HTTP',
    difficulty: 'easy',
    question: md(
      'The API creates the candidate. Which response fits REST conventions best?',
      fence(
        'bash',
        `
curl -i -X POST https://api.example.com/candidates \\
  -H 'Content-Type: application/json' \\
  -d '{"name": "Asha"}'
`,
      ),
    ),
    options: [
      '`200 OK` with an empty body',
      '`201 Created` with a `Location` header naming the new candidate',
      '`204 No Content` with a `Location` header naming the new candidate',
      '`302 Found`, redirecting to the list of candidates',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'HTTP',
    difficulty: 'easy',
    question:
      'Which HTTP method replaces a resource entirely with the body sent, and is idempotent (sending it twice leaves the same state as sending it once)?',
    options: ['`POST`', '`PUT`', '`PATCH`', '`CONNECT`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'HTTP',
    difficulty: 'medium',
    question: md(
      'The server’s current `ETag` for the logo is still `"v42"`. What does it answer?',
      fence('bash', `curl -i https://example.com/logo.png -H 'If-None-Match: "v42"'`),
    ),
    options: [
      '`200 OK` with the image',
      '`304 Not Modified` with no body',
      '`412 Precondition Failed`',
      '`204 No Content`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'HTTP',
    difficulty: 'medium',
    question:
      'A signed-in reviewer sends `DELETE /api/hr/questions/42` with a valid, unexpired token. Only admins may delete questions, and the API does not hide that the question exists. Which status fits?',
    options: [
      '`400 Bad Request`',
      '`401 Unauthorized`',
      '`403 Forbidden`',
      '`405 Method Not Allowed`',
    ],
    correctOptionIndex: 2,
  },
  {
    topic: 'HTTP',
    difficulty: 'medium',
    question: md(
      'A page on `https://app.example.com` runs this. What does the browser send first?',
      fence(
        'js',
        `
fetch('https://api.example.com/answers', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ choice: 2 }),
});
`,
      ),
    ),
    options: [
      'The `POST` itself, and it checks the CORS headers of that response only',
      'An `OPTIONS` preflight request, because `application/json` is not a content type a plain form could send',
      'A `HEAD` request, to see whether the URL exists',
      'Nothing: browsers never send a cross-origin `POST`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'HTTP',
    difficulty: 'hard',
    question:
      'The diagram shows the first request for `/app.js` through a CDN. 90 seconds later, a page in the same browser loads `/app.js` again (a normal load, not a reload). What happens?',
    options: [
      'The browser uses its own stored copy and sends no request',
      'The browser asks the CDN, and the CDN answers from its stored copy without contacting the origin',
      'The browser asks the CDN, and the CDN fetches `/app.js` from the origin again, because 60 seconds have passed',
      'The browser asks the origin directly, bypassing the CDN',
    ],
    correctOptionIndex: 1,
    image: {
      file: 'diagram-3.png',
      alt: 'A sequence of messages between three parties: the browser, the CDN and the origin server. At 0 seconds, the browser sends GET /app.js to the CDN. The CDN has no copy, so it sends GET /app.js to the origin. The origin answers the CDN with 200 OK and the header Cache-Control: public, max-age=60, s-maxage=600. The CDN stores the response and passes it on to the browser, which stores it too. At 90 seconds, the browser needs /app.js again; what happens next is the question.',
    },
  },
  {
    topic: 'HTTP',
    difficulty: 'hard',
    question:
      'An API sends its JSON gzip-compressed to clients whose request says `Accept-Encoding: gzip`, and uncompressed to the others. A shared cache sits in front of it. Which response header stops the cache from giving the compressed body to a client that cannot read it?',
    options: [
      '`Vary: Accept-Encoding`',
      '`Content-Encoding: identity`',
      '`ETag: "v1"`',
      '`Transfer-Encoding: chunked`',
    ],
    correctOptionIndex: 0,
  },
];
