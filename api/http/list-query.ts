import type { Context } from 'hono';
import { fail } from '../domain/errors.ts';
import { maxCohortLength, zonedTimePattern } from '../../shared/contract/hr.ts';

export interface ListQuery<S extends string> {
  offset: number;
  limit: number;
  sort: S;
  order: 'asc' | 'desc';
}

function wholeNumber(
  value: string | undefined,
  name: string,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw fail.invalid(`${name} must be a whole number`);
  const n = Number(value);
  if (n > max) throw fail.invalid(`${name} must be at most ${max}`);
  return n;
}

/**
 * The order of an HR list or export: `sort` one of `sorts` (the first is the default; anything
 * else is a 400 naming the allowed ones) and `order` (`asc`|`desc`, default `defaultOrder`).
 */
export function sortQuery<S extends string>(
  c: Context,
  sorts: readonly [S, ...S[]],
  defaultOrder: 'asc' | 'desc' = 'desc',
): Pick<ListQuery<S>, 'sort' | 'order'> {
  const sort = c.req.query('sort') || sorts[0];
  if (!(sorts as readonly string[]).includes(sort))
    throw fail.invalid(`sort must be one of ${sorts.join(', ')}`);
  const order = c.req.query('order') || defaultOrder;
  if (order !== 'asc' && order !== 'desc') throw fail.invalid('order must be asc or desc');
  return { sort: sort as S, order };
}

/**
 * The paging and sorting of every HR list: `offset` (0), `limit` (50, at most 500), and the order
 * of `sortQuery`.
 */
export function listQuery<S extends string>(
  c: Context,
  sorts: readonly [S, ...S[]],
  defaultOrder: 'asc' | 'desc' = 'desc',
): ListQuery<S> {
  const { sort, order } = sortQuery(c, sorts, defaultOrder);
  return {
    offset: wholeNumber(c.req.query('offset'), 'offset', 0, 10_000_000),
    limit: Math.max(1, wholeNumber(c.req.query('limit'), 'limit', 50, 500)),
    sort,
    order,
  };
}

/** An optional query value that must be one of `allowed`. */
export function oneOfQuery<T extends string>(
  c: Context,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw fail.invalid(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** An optional yes/no query value: `true`/`1`/`yes` or `false`/`0`/`no`; absent: undefined. */
export function booleanQuery(c: Context, name: string): boolean | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw fail.invalid(`${name} must be true or false`);
}

/**
 * A drive: `cohort=`, trimmed (empty: none), at most `maxCohortLength` characters (a 400 past it,
 * worded with `label`). One no candidate has is not an error: it selects nobody.
 */
export function cohortQuery(c: Context, label = 'cohort'): string | undefined {
  const cohort = c.req.query('cohort')?.trim() || undefined;
  if (cohort !== undefined && cohort.length > maxCohortLength)
    throw fail.invalid(`${label} must be at most ${maxCohortLength} characters`);
  return cohort;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of a route, which must look like a UUID (anything else names nothing: 404, not a 500). */
export function idParam(c: Context, what = 'record'): string {
  const id = c.req.param('id') ?? '';
  if (!uuidPattern.test(id)) throw fail.notFound(`No such ${what}.`);
  return id.toLowerCase();
}

/** An optional `?name=` that must look like a UUID when given (404 otherwise, as for no row). */
export function idQuery(c: Context, name: string, what = 'record'): string | undefined {
  const id = c.req.query(name);
  if (id === undefined || id === '') return undefined;
  if (!uuidPattern.test(id)) throw fail.notFound(`No such ${what}.`);
  return id.toLowerCase();
}

/** An optional `?name=` moment: ISO 8601 with a time zone (a 400 otherwise). */
export function timeQuery(c: Context, name: string): Date | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!zonedTimePattern.test(value) || Number.isNaN(Date.parse(value)))
    throw fail.invalid(
      `${name} must be an ISO 8601 time with a time zone, e.g. 2026-11-24T00:00:00+05:30`,
    );
  return new Date(value);
}
