import { expect } from 'vitest';
import { correctOptionOf } from './candidates.ts';
import type { useHrHarness } from './hr-harness.ts';
import { interviewClient, sendPracticalUpload } from './interview-client.ts';

/** A person, as HR types them in. */
export interface TestPerson {
  name: string;
  email: string;
  phone: string;
}

/**
 * A candidate HR adds (an admin of `adminAndReviewer`), whose phone HR then changes with a reason
 * naming them, who passes the MCQ test from `network` and uploads `zip` as their practical round:
 * personal data in as many places as the product keeps it (for the erasure and export tests).
 */
export async function candidateWithEverything(
  h: ReturnType<typeof useHrHarness>,
  person: TestPerson,
  network: string,
  zip: Buffer,
  uploadName: string,
) {
  const admin = await h.signedIn('admin@example.com');
  const created = await admin.post('/api/hr/candidates', {
    name: person.name,
    email: person.email,
    phone: person.phone,
    testType: 'both',
  });
  expect(created.status, created.text).toBe(201);
  const { candidate, credentials } = created.body as {
    candidate: { id: string };
    credentials: { oneTimeId: string; password: string };
  };
  const edited = await admin.patch(`/api/hr/candidates/${candidate.id}`, {
    phone: `${person.phone.slice(0, -1)}9`,
    reason: `${person.name} asked us to use her office number`,
  });
  expect(edited.status, edited.text).toBe(200);
  const api = interviewClient(h.app(), network);
  const token = (await api.login(credentials.oneTimeId, credentials.password)).body
    .accessToken as string;
  let shown = await api.start(token);
  expect(shown.status, JSON.stringify(shown.body)).toBe(200);
  const total = shown.body.totalQuestions as number;
  for (let index = 0; index < total; index++) {
    h.advance(5_000);
    const right = await correctOptionOf(h.database, shown.body.data._id as string);
    if (index === total - 1) {
      const done = await api.submit(token, {
        candidateId: candidate.id,
        reason: 'completed',
        answers: [{ questionId: shown.body.data._id, selectedOptionIndex: right }],
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    } else {
      shown = await api.next(token, index, right);
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    }
  }
  const practical = await api.startPractical(token);
  expect(practical.status, JSON.stringify(practical.body)).toBe(200);
  const sent = await sendPracticalUpload(
    h.app(),
    token,
    new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
    {},
    uploadName,
  );
  expect(sent.status).toBeLessThan(300);
  return { admin, candidate, credentials, api, total, zip };
}
