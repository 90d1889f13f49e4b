import { and, count, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { mcqQuestions } from '../../db/schema/question-bank.ts';
import { testSettings } from '../../db/schema/test-settings.ts';
import { fail } from '../../domain/errors.ts';
import type { CategoryCount, SettingsView, TestSettings } from '../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from '../hr/audit.ts';
import { mcqRulesFrom, type McqRules } from '../mcq/mcq-rules.ts';
import type { TestCallCache } from '../mcq/test-call-cache.ts';
import { practicalRulesFrom, type PracticalRules } from '../practical/practical-rules.ts';

/** The environment's values: what applies until an admin saves settings. */
export function defaultTestSettings(config: Config): TestSettings {
  return {
    questionCount: config.MCQ_QUESTION_COUNT,
    questionsPerCategory: {},
    shuffleOptions: false,
    secondsPerQuestion: config.MCQ_QUESTION_SECONDS,
    passPercent: config.MCQ_PASS_PERCENT,
    practicalMinutes: config.PRACTICAL_MINUTES,
    notifyHr: true,
  };
}

// Every test call reads the settings: kept for a few seconds (`cache.settings`), so a burst of
// starts costs one query, and a change reaches every instance within `cacheMs` (at once on this
// one). A cache's age is the machine's, not the server's clock: it decides no deadline.
const cacheMs = 5000;

async function savedRow(cache: TestCallCache) {
  const hit = cache.settings;
  if (hit && Date.now() - hit.at < cacheMs) return hit.row;
  const [row] = await cache.db.select().from(testSettings).where(eq(testSettings.id, 1));
  cache.settings = { at: Date.now(), row: row ?? null };
  return row ?? null;
}

/** The settings in force: the saved ones, or the environment's. */
export async function currentTestSettings(
  cache: TestCallCache,
  config: Config,
): Promise<TestSettings> {
  const row = await savedRow(cache);
  if (!row) return defaultTestSettings(config);
  return {
    questionCount: row.questionCount,
    questionsPerCategory: row.questionsPerCategory,
    shuffleOptions: row.shuffleOptions,
    secondsPerQuestion: row.secondsPerQuestion,
    passPercent: row.passPercent,
    practicalMinutes: row.practicalMinutes,
    notifyHr: row.notifyHr,
  };
}

/** Each category with how many active (drawable) questions it holds. */
export async function activeCategories(db: Db): Promise<CategoryCount[]> {
  const rows = await db
    .select({ name: mcqQuestions.topic, active: count() })
    .from(mcqQuestions)
    .where(and(eq(mcqQuestions.active, true), isNull(mcqQuestions.retiredAt)))
    .groupBy(mcqQuestions.topic)
    .orderBy(mcqQuestions.topic);
  return rows;
}

export async function settingsView(cache: TestCallCache, config: Config): Promise<SettingsView> {
  const row = await savedRow(cache);
  return {
    settings: await currentTestSettings(cache, config),
    defaults: defaultTestSettings(config),
    savedAt: row?.savedAt.toISOString() ?? null,
    categories: await activeCategories(cache.db),
  };
}

/**
 * Saves the settings (they apply to tests started from now on). A per-category draw must be
 * possible from the bank as it is: asking more of a category than it holds is a 400. With
 * per-category counts, the question count is their sum.
 */
export async function saveTestSettings(
  cache: TestCallCache,
  config: Config,
  actor: Actor,
  input: TestSettings & { reason: string },
  now: Date,
): Promise<SettingsView> {
  const { db } = cache;
  const { reason, ...wanted } = input;
  const perCategory = Object.entries(wanted.questionsPerCategory);
  if (perCategory.length > 0) {
    const available = new Map((await activeCategories(db)).map((c) => [c.name, c.active]));
    for (const [name, n] of perCategory) {
      const has = available.get(name) ?? 0;
      if (has < n)
        throw fail.invalid(
          `The category "${name}" has ${has} active question${has === 1 ? '' : 's'}; ${n} asked for.`,
        );
    }
    wanted.questionCount = perCategory.reduce((sum, [, n]) => sum + n, 0);
  }
  const before = await currentTestSettings(cache, config);
  await db.transaction(async (tx) => {
    await tx
      .insert(testSettings)
      .values({ id: 1, ...wanted, savedAt: now, savedBy: actor?.id ?? null })
      .onConflictDoUpdate({
        target: testSettings.id,
        set: { ...wanted, savedAt: now, savedBy: actor?.id ?? null },
      });
    await recordAudit(tx, actor, now, {
      action: 'settings.updated',
      entityType: 'settings',
      entityId: 'test',
      reason,
      ...changedFields(before, wanted),
    });
  });
  cache.settings = null;
  return settingsView(cache, config);
}

/** The MCQ rules in force: the environment's, with the settings HR saved. */
export async function currentMcqRules(cache: TestCallCache, config: Config): Promise<McqRules> {
  const settings = await currentTestSettings(cache, config);
  return {
    ...mcqRulesFrom(config),
    questionCount: settings.questionCount,
    secondsPerQuestion: settings.secondsPerQuestion,
    passPercent: settings.passPercent,
    questionsPerCategory: settings.questionsPerCategory,
    shuffleOptions: settings.shuffleOptions,
    notifyHr: settings.notifyHr,
  };
}

/** The practical round's rules in force. */
export async function currentPracticalRules(
  cache: TestCallCache,
  config: Config,
): Promise<PracticalRules> {
  const settings = await currentTestSettings(cache, config);
  return {
    ...practicalRulesFrom(config),
    minutes: settings.practicalMinutes,
    passPercent: settings.passPercent,
    notifyHr: settings.notifyHr,
  };
}
