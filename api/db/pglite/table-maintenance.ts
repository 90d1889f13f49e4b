import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { queryRows } from '../query-rows.ts';

/**
 * PostgreSQL's autovacuum, for the embedded engine, which has none: PGlite runs PostgreSQL in
 * single-user mode, so no table is ever analyzed or vacuumed unless someone asks.
 *
 * Why it matters (issue 42, measured in `docs/capacity.md`): a statement prepared once is planned
 * generically after five runs and the plan is kept until something invalidates it, and only
 * ANALYZE (or a schema change) does. Planned while `mcq_attempts` held a page, the live board's
 * trigger read the whole table for each answer: one sequential scan per answer, 1,500 rows read
 * with 1,500 candidates, 10,000 with 10,000, so each answer cost more as the drive grew. Analyzed,
 * the same statement went by the primary key (migration 0029 now looks it up by key anyway; this
 * keeps any later statement from the same trap). Dead rows (every answer rewrites its
 * attempt; rate-limit rows come and go) are what VACUUM clears; without it indexes keep pointing
 * at them.
 *
 * The thresholds are autovacuum's defaults, so the embedded engine behaves as PostgreSQL does:
 * analyze a table when the rows changed since its last analysis exceed 50 + 10 % of it, vacuum it
 * when its dead rows exceed 50 + 20 %. The counts come from the statistics PostgreSQL keeps
 * anyway (`pg_stat_user_tables`), so a run with nothing to do costs one small read.
 */
export const analyzeThreshold = { base: 50, fraction: 0.1 };
export const vacuumThreshold = { base: 50, fraction: 0.2 };

export interface MaintenanceRun {
  analyzed: string[];
  vacuumed: string[];
}

interface TableCounts {
  name: string;
  rows: number;
  dead: number;
  changed: number;
}

/** Analyzes and vacuums, one table at a time, the tables past autovacuum's thresholds. */
export async function maintainTables(db: Db): Promise<MaintenanceRun> {
  const tables = await queryRows<TableCounts>(
    db,
    sql`select s.relname as name,
               greatest(c.reltuples, s.n_live_tup)::float8 as rows,
               s.n_dead_tup::float8 as dead,
               s.n_mod_since_analyze::float8 as changed
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = 'public'`,
  );
  const run: MaintenanceRun = { analyzed: [], vacuumed: [] };
  for (const table of tables) {
    const name = sql.identifier(table.name);
    if (table.dead > vacuumThreshold.base + vacuumThreshold.fraction * table.rows) {
      await db.execute(sql`vacuum ${name}`);
      run.vacuumed.push(table.name);
    }
    if (dueForAnalysis(table)) {
      await analyzeLightly(db, name);
      run.analyzed.push(table.name);
    }
  }
  return run;
}

/**
 * ANALYZE from a sample of 3,000 rows instead of PostgreSQL's 30,000 (statistics target 10, not
 * 100). The engine is one thread every candidate's statement waits for: measured on PGlite, an
 * analysis of a 300,000-row table like `attempt_events` (a drive of 10,000 writes that many) took
 * 208 ms at the default and 16 ms at 10, and at 10 % growth a drive's largest tables are analyzed
 * every half minute or so. The plans this is for need the tables' sizes, not fine histograms.
 */
async function analyzeLightly(db: Db, name: ReturnType<typeof sql.identifier>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql`analyze ${name}`);
  });
}

function dueForAnalysis(table: TableCounts): boolean {
  return table.changed > analyzeThreshold.base + analyzeThreshold.fraction * table.rows;
}
