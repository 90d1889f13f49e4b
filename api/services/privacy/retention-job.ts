import { hrNotifyAddress, type Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job.ts';
import { runRetentionUntilDone } from './retention.ts';

/**
 * The retention job (`retention.ts`): hourly, so a warning leaves on the day it is due; what is
 * due is erased in batches with a pause between them, until none is left; a run with nothing due
 * writes nothing.
 */
export const retentionEveryMs = 60 * 60_000;

export function startRetentionJob(config: Config, db: Db, now: () => Date): IntervalJob {
  const job = startIntervalJob('personal data retention', retentionEveryMs, async () => {
    await runRetentionUntilDone(db, now, {
      to: hrNotifyAddress(config),
      siteUrl: config.SITE_URL,
    });
  });
  void job.runOnce();
  return job;
}
