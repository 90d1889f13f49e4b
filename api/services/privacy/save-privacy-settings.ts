import type { Db } from '../../db/database.ts';
import type { PrivacySettings } from '../../../shared/contract/hr-privacy.ts';
import { changedFields, recordAudit, type Actor } from '../hr/audit.ts';
import { readPrivacySettings, writePrivacySettings } from './privacy-settings.ts';

/**
 * An admin's change of the privacy settings, with its audit row in the same transaction (written
 * last: `audit_log_chain` takes the log's lock). A change of any field the notice names makes a
 * new notice version, which candidates are asked to read before their next first start.
 */
export async function savePrivacySettings(
  db: Db,
  actor: Actor,
  input: PrivacySettings & { reason: string },
  now: Date,
): Promise<PrivacySettings> {
  const { reason, ...settings } = input;
  return db.transaction(async (tx) => {
    const before = await readPrivacySettings(tx);
    await writePrivacySettings(tx, settings);
    const changed = changedFields(
      before as unknown as Record<string, unknown>,
      settings as unknown as Record<string, unknown>,
    );
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, actor, now, {
        action: 'privacy-settings.updated',
        entityType: 'privacy-settings',
        reason,
        ...changed,
      });
    }
    return settings;
  });
}
