import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSettings } from '../../db/schema/settings.ts';
import {
  defaultPrivacySettings,
  privacySettingsSchema,
  type PrivacySettings,
} from '../../../shared/contract/hr-privacy.ts';

/**
 * The privacy settings, kept in `app_settings` (one JSON value shared by every instance). Until an
 * admin saves them, the defaults (`shared/contract/hr-privacy.ts`) are in force; a stored value
 * that no longer passes the schema (a field added later) is completed from them.
 */
export const privacySettingsKey = 'privacy-settings';

export async function readPrivacySettings(db: Db): Promise<PrivacySettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, privacySettingsKey));
  if (!row) return defaultPrivacySettings;
  try {
    const stored = JSON.parse(row.value) as Partial<PrivacySettings>;
    return privacySettingsSchema.validateSync(
      { ...defaultPrivacySettings, ...stored },
      { stripUnknown: true },
    );
  } catch {
    return defaultPrivacySettings;
  }
}

export async function writePrivacySettings(db: Db, settings: PrivacySettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insert(appSettings)
    .values({ key: privacySettingsKey, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
