import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../../shared/contract/hr.ts';
import type { AccessPeopleSort, AccessPersonView } from '../../../shared/contract/hr-privacy.ts';
import { everyPage, type PageWindow } from '../hr/paged-list.ts';

/** The breach view's range: a start and an end (end excluded), both required. */
export interface AccessRange {
  from: Date;
  to: Date;
}

export interface AccessPeopleOrder {
  sort: AccessPeopleSort;
  order: 'asc' | 'desc';
}

/**
 * Every (row, person) pair of the range: a read names its person in `subject_id`, a part of a list
 * export its people in `detail.candidateIds`. The range is read through `access_log_at_idx`.
 */
const namedInRange = ({ from, to }: AccessRange): SQL => sql`
  select a.id, a.at, a.staff_email, a.action, a.subject_id as candidate_id
    from access_log a
    where a.at >= ${from.toISOString()}::timestamptz and a.at < ${to.toISOString()}::timestamptz and a.subject_type = 'candidate'
  union all
  select a.id, a.at, a.staff_email, a.action, named.candidate_id
    from access_log a
    cross join lateral jsonb_array_elements_text(a.detail->'candidateIds') as named(candidate_id)
    where a.at >= ${from.toISOString()}::timestamptz and a.at < ${to.toISOString()}::timestamptz and a.subject_type = 'candidates'`;

const orderSql = ({ sort, order }: AccessPeopleOrder): SQL => {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const column = {
    firstAt: sql`first_at`,
    lastAt: sql`last_at`,
    name: sql`lower(name)`,
    reads: sql`reads`,
  }[sort];
  // The candidate's id breaks ties, so pages neither repeat nor skip a person.
  return sql`${column} ${direction} nulls last, candidate_id asc`;
};

interface PersonRow {
  candidate_id: string;
  name: string | null;
  erased: boolean;
  reads: number;
  actions: string[];
  staff_emails: string[];
  first_at: string | Date;
  last_at: string | Date;
  total: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The breach view: one row per person whose data staff read or exported in the range, with their
 * name as held now, how many access rows name them, what was read, by whom, first and last. Each
 * page counts the whole range (`total`) in the same statement.
 */
export async function accessPeople(
  db: Db,
  range: AccessRange,
  page: AccessPeopleOrder & PageWindow,
): Promise<Page<AccessPersonView>> {
  const result = await db.execute(sql`
    with named as (${namedInRange(range)}),
    people as (
      select n.candidate_id,
        case when c.erased_at is not null then 'Erased candidate' else c.full_name end as name,
        c.erased_at is not null as erased,
        count(distinct n.id)::int as reads,
        array_agg(distinct n.action order by n.action) as actions,
        array_agg(distinct coalesce(n.staff_email, '')) as staff_emails,
        min(n.at) as first_at, max(n.at) as last_at
      from named n
      left join candidates c on c.id::text = n.candidate_id
      group by n.candidate_id, c.full_name, c.erased_at
    )
    select *, count(*) over ()::int as total from people
    order by ${orderSql(page)}
    limit ${page.limit} offset ${page.offset}`);
  const rows = (result as unknown as { rows: PersonRow[] }).rows;
  return {
    items: rows.map((r) => ({
      candidateId: r.candidate_id,
      name: r.name,
      erased: r.erased,
      reads: Number(r.reads),
      actions: r.actions,
      staffEmails: r.staff_emails.filter((email) => email !== '').sort(),
      firstAt: iso(r.first_at),
      lastAt: iso(r.last_at),
    })),
    total: rows[0] ? Number(rows[0].total) : await countPeople(db, range),
    offset: page.offset,
    limit: page.limit,
  };
}

/** A page past the end has no row to carry the count: count alone. */
async function countPeople(db: Db, range: AccessRange): Promise<number> {
  const result = await db.execute(
    sql`select count(distinct candidate_id)::int as n from (${namedInRange(range)}) as named`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Every person of the range, for the CSV (the list of people to inform). */
export const allAccessPeople = (db: Db, range: AccessRange, order: AccessPeopleOrder) =>
  everyPage((window) => accessPeople(db, range, { ...order, ...window }), 1000);
