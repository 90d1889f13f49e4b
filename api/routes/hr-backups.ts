import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { fail } from '../domain/errors.ts';
import { actorOf, requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { backupFilePath } from '../services/backup/backup-files.ts';
import { ownSnapshots } from '../services/backup/backup-ownership.ts';
import { backupOverview } from '../services/backup/backup-overview.ts';
import { recordAudit } from '../services/hr/audit.ts';

/**
 * `/api/hr/backups` (admins): the last good backup and the last failure, the snapshots kept in
 * BACKUP_DIR, taking one now and downloading one. A snapshot is the whole hiring record, personal
 * data included, so reviewers cannot see this and every backup taken or downloaded is audited.
 */
export const hrBackupRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const { deps } = c.var;
    return c.json(
      await backupOverview(deps.database.db, deps.backups, deps.config.BACKUP_INTERVAL_HOURS),
    );
  })
  .post('/', async (c) => {
    const { deps, session } = c.var;
    if (!deps.backups) throw fail.unavailable('This server takes no backups.');
    let result;
    try {
      result = await deps.backups.run('console');
    } catch (error) {
      // The runner has logged it loudly and recorded it (the console's alert shows it); the
      // admin who asked gets the reason. Not a 500: the server is fine, the snapshot is not.
      throw fail.unavailable(
        `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const file = path.basename(result.file);
    await recordAudit(deps.database.db, actorOf(session), deps.now(), {
      action: 'backup.taken',
      entityType: 'backup',
      entityId: file,
      after: { sizeBytes: result.sizeBytes, durationMs: result.durationMs },
    });
    return c.json(
      { backup: { file, sizeBytes: result.sizeBytes, durationMs: result.durationMs } },
      201,
    );
  })
  .get('/:name', async (c) => {
    const { deps, session } = c.var;
    if (!deps.backups) throw fail.notFound('This server takes no backups.');
    const name = c.req.param('name');
    const { dir } = deps.backups.settings;
    const file = backupFilePath(dir, name, await ownSnapshots(deps.database.db, dir));
    const { size } = await stat(file);
    await recordAudit(deps.database.db, actorOf(session), deps.now(), {
      action: 'backup.downloaded',
      entityType: 'backup',
      entityId: name,
    });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        'content-type': 'application/gzip',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    });
  });
