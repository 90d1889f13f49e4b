import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '../test-support/candidates.ts';
import { uploadPractical } from '../test-support/practical-upload.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';
import { makeZip } from '../test-support/zips.ts';

/** A reviewer reads a practical submission's manifest and downloads the zip as it was sent. */
describe(`HR practical review (${testEngine})`, () => {
  const h = useHrHarness({
    env: { UPLOAD_MAX_MB: '5' },
    practicalTask: 'Build a task list app',
    staff: [['reviewer@example.com', 'reviewer']],
  });
  const { app } = h;

  const uploaded = (oneTimeId: string, zip: Buffer) =>
    uploadPractical(app(), h.database, oneTimeId, zip);

  it('streams the zip back byte for byte, with its SHA-256, and shows its manifest', async () => {
    // More than two stored pieces (1 MiB each), so the order of the pieces matters.
    const zip = await makeZip({
      'app/data.bin': randomBytes(2.5 * 1024 * 1024),
      'README.md': '# Task list',
    });
    const candidate = await uploaded('PRV-1', zip);
    const hr = await h.signedIn('reviewer@example.com');

    const res = await app().request(`/api/hr/candidates/${candidate.id}/practical.zip`, {
      headers: { cookie: hr.cookie ?? '' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="PRV-1-my_work.zip"');
    const body = Buffer.from(await res.arrayBuffer());
    const sha256 = createHash('sha256').update(zip).digest('hex');
    expect(body.length).toBe(zip.length);
    expect(createHash('sha256').update(body).digest('hex')).toBe(sha256);
    expect(res.headers.get('etag')).toBe(`"${sha256}"`);

    const report = await hr.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(report.status, report.text).toBe(200);
    expect(report.body.practical).toMatchObject({
      fileName: 'my work.zip',
      sizeBytes: zip.length,
      sha256,
      lateBySeconds: 0,
      reasonForDelay: null,
      entryCount: 2,
      containsNodeModules: false,
      archiveIssues: [],
    });
    expect(report.body.practical.sampleEntries).toEqual(
      expect.arrayContaining(['app/data.bin', 'README.md']),
    );
  });

  it('answers 404 when there is nothing to download, and 401 without a session', async () => {
    const none = await createCandidate(h.database, 'PRV-2', 'practical');
    const hr = await h.signedIn('reviewer@example.com');
    const missing = await hr.get(`/api/hr/candidates/${none.id}/practical.zip`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This candidate has not submitted the practical round.');
    expect((await hr.get(`/api/hr/candidates/${none.id}/report`)).body.practical).toBeNull();
    expect((await hrClient(app()).get(`/api/hr/candidates/${none.id}/practical.zip`)).status).toBe(
      401,
    );
  });
});
