import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  imageAltMessage,
  imageNotFoundMessage,
  imageTooLargeMessage,
  imageTypeMessage,
} from '../../shared/contract/hr-question-images.ts';
import { createCandidate, testPassword } from '../test-support/candidates.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { pngOf } from '../test-support/images.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { testEngine } from '../test-support/test-database.ts';

const question = (extra: Record<string, unknown> = {}) => ({
  category: 'Git',
  difficulty: 'medium',
  question: 'Which command made the commit graph below?\n\n```bash\ngit log --graph\n```',
  options: ['`git merge`', '`git rebase`', '`git cherry-pick`'],
  correctOptionIndex: 1,
  ...extra,
});

describe(`question images (${testEngine})`, () => {
  const h = useHrHarness({ now: new Date('2026-11-29T09:00:00Z'), staff: adminAndReviewer });
  const admin = () => h.signedIn('admin@example.com');
  const upload = async (bytes: Uint8Array, contentType = 'image/png') =>
    (await admin()).post('/api/hr/questions/images', bytes, { contentType });

  it('keeps an uploaded PNG by its content, once, and serves it to staff only', async () => {
    const png = pngOf(40, 20);
    const first = await upload(png);
    expect(first.status, first.text).toBe(201);
    const id = createHash('sha256').update(png).digest('hex');
    expect(first.body.image).toEqual({
      id,
      mime: 'image/png',
      width: 40,
      height: 20,
      bytes: png.length,
    });
    // The same file again is the same image; its declared type does not matter.
    expect((await upload(png, 'application/octet-stream')).body.image.id).toBe(id);

    const reviewer = await h.signedIn('reviewer@example.com');
    const served = await reviewer.get(`/api/hr/questions/images/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(served.bytes).equals(png)).toBe(true);
    // A reviewer reads the bank but does not change it.
    expect(
      (
        await reviewer.post('/api/hr/questions/images', pngOf(2, 2, 9), {
          contentType: 'image/png',
        })
      ).status,
    ).toBe(403);
    expect((await reviewer.get(`/api/hr/questions/images/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await reviewer.get('/api/hr/questions/images/..%2F..%2Fetc')).status).toBe(404);
    // Nobody signed out.
    const { app } = h;
    expect((await app().request(`http://localhost/api/hr/questions/images/${id}`)).status).toBe(
      401,
    );
  });

  it('refuses what is not a PNG, JPEG or WebP of at most 1 MB, by its bytes', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(imageTypeMessage);
    const gif = await upload(
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'image/gif',
    );
    expect(gif.body.message).toBe(imageTypeMessage);
    const huge = Buffer.concat([pngOf(1, 1), Buffer.alloc(1024 * 1024)]);
    const tooLarge = await upload(huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(imageTooLargeMessage);
    expect((await upload(new Uint8Array(0))).status).toBe(400);
  });

  it('names an image in a question with its alternative text, and keeps it in a new version', async () => {
    const hr = await admin();
    const id = (await upload(pngOf(30, 30))).body.image.id as string;
    const noAlt = await hr.post('/api/hr/questions', question({ image: { id, alt: '  ' } }));
    expect(noAlt.status).toBe(400);
    expect(noAlt.text).toContain(imageAltMessage);
    const unknown = await hr.post(
      '/api/hr/questions',
      question({ image: { id: 'a'.repeat(64), alt: 'x' } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(imageNotFoundMessage);

    const alt = 'A commit graph: main has commits A and B; feature has C and D branching from A.';
    const created = await hr.post('/api/hr/questions', question({ image: { id, alt } }));
    expect(created.status, created.text).toBe(201);
    expect(created.body.question.image).toEqual({
      id,
      alt,
      mime: 'image/png',
      width: 30,
      height: 30,
    });

    // Taking the picture away is an edit like any other.
    const edited = await hr.put(`/api/hr/questions/${created.body.question.id}`, {
      ...question({ image: null }),
      reason: 'The picture gave the answer away',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.question.image).toBeNull();
    const history = await hr.get(`/api/hr/questions/${created.body.question.id}`);
    expect(history.body.question.image).toBeNull();
  });

  it('sends a candidate the picture inside the question, with no address or name, and the formatting', async () => {
    const hr = await admin();
    const png = pngOf(64, 48, 3);
    const id = (await upload(png)).body.image.id as string;
    const alt = 'Two tables, users and orders, joined on users.id = orders.user_id.';
    expect((await hr.post('/api/hr/questions', question({ image: { id, alt } }))).status).toBe(201);
    expect(
      (await hr.post('/api/hr/questions', question({ question: 'Plain, no picture?' }))).status,
    ).toBe(201);

    await createCandidate(h.database, 'IMG-1');
    const client = interviewClient(h.app());
    const token = (await client.login('IMG-1', testPassword)).body.accessToken as string;
    let state = (await client.start(token)).body;
    const seen: { image?: { src: string; alt: string; width: number; height: number } }[] = [];
    for (let i = 0; i < state.totalQuestions; i++) {
      seen.push(state.data);
      const raw = JSON.stringify(state);
      // Nothing of the stored image's name or address reaches the candidate.
      expect(raw).not.toContain(id);
      expect(raw).not.toContain('/api/hr/questions/images');
      if (i < state.totalQuestions - 1) state = (await client.next(token, i, 0)).body;
    }
    const pictured = seen.find((q) => q.image);
    expect(pictured?.image).toMatchObject({ alt, width: 64, height: 48 });
    const [, base64] = /^data:image\/png;base64,(.+)$/.exec(pictured?.image?.src ?? '') ?? [];
    expect(Buffer.from(base64 ?? '', 'base64').equals(png)).toBe(true);
    expect(seen.filter((q) => q.image)).toHaveLength(1);
    // The code block arrives coloured and named, the options' inline code as code.
    const formatted = (
      pictured as unknown as { formatted: { question: unknown[]; options: unknown[][] } }
    ).formatted;
    expect(formatted.question[1]).toMatchObject({ t: 'code', lang: 'bash', label: 'Shell' });
    expect(formatted.options[0]?.[0]).toMatchObject({ t: 'p', c: [{ t: 'code' }] });
  });
});
