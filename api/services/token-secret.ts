import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appSettings } from '../db/schema/settings.ts';

const settingKey = 'token_secret';

/**
 * The secret that signs candidate tokens: TOKEN_SECRET when configured, otherwise one generated on
 * first start and kept in the database, so every instance (and every restart) shares it.
 */
export async function loadTokenSecret(database: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  return database.withExclusiveLock(async (db) => {
    const [existing] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
    if (existing) return existing.value;
    const value = randomBytes(48).toString('base64url');
    await db.insert(appSettings).values({ key: settingKey, value }).onConflictDoNothing();
    const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
    return stored?.value ?? value;
  });
}
