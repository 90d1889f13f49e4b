import { array, mixed, number, object, string, type InferType } from 'yup';
import type { Engine } from '../../db/database.ts';
import { unknownMigrations, type KnownMigration } from '../../db/schema-version.ts';

/** Names this app's snapshots: a tar.gz without this manifest is not one of ours. */
export const snapshotFormat = 'suryaloom-backup';
export const snapshotFormatVersion = 1;
export const manifestName = 'manifest.json';

/** The payload of each engine: PGlite's data-directory tar, or pg_dump's custom format. */
export const payloadNames: Record<Engine, string> = {
  pglite: 'pglite-data-dir.tar',
  postgres: 'postgres.dump',
};

const manifestSchema = object({
  format: string().required().oneOf([snapshotFormat]),
  formatVersion: number().required().integer(),
  engine: mixed<Engine>().required().oneOf(['pglite', 'postgres']),
  engineVersion: string().required(),
  appVersion: string().required(),
  createdAt: string().required(),
  schema: object({
    migrationCount: number().required().integer().min(0),
    migrations: array(
      object({
        hash: string().required(),
        createdAt: number().required(),
        tag: string().nullable().defined(),
      }),
    ).required(),
  }).required(),
  payload: object({
    name: string().required(),
    sizeBytes: number().required().integer().min(0),
    sha256: string()
      .required()
      .matches(/^[0-9a-f]{64}$/),
  }).required(),
});

/**
 * `manifest.json`, the first file of a snapshot: what it holds and how to check it. The schema
 * version is the list of migrations applied when it was taken.
 */
export type SnapshotManifest = InferType<typeof manifestSchema>;

export class SnapshotRefusedError extends Error {
  override readonly name = 'SnapshotRefusedError';
}

/** Parses the manifest's JSON, refusing anything that is not one of our manifests. */
export function parseManifest(text: string): SnapshotManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SnapshotRefusedError(
      'its manifest.json is not JSON: it is not a snapshot of this app',
    );
  }
  if ((json as { format?: unknown } | null)?.format !== snapshotFormat)
    throw new SnapshotRefusedError(
      `its manifest does not name the format "${snapshotFormat}": it is not a snapshot of this app`,
    );
  try {
    return manifestSchema.validateSync(json, { stripUnknown: false });
  } catch (error) {
    throw new SnapshotRefusedError(
      `its manifest is incomplete (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * Refuses a snapshot this version of the app cannot open: a newer file format, or a schema with
 * migrations this code does not ship (taken by a newer version). An older schema is fine: the
 * restore migrates it.
 */
export function checkOpenable(manifest: SnapshotManifest, known: readonly KnownMigration[]) {
  if (manifest.formatVersion > snapshotFormatVersion)
    throw new SnapshotRefusedError(
      `it was written in snapshot format ${manifest.formatVersion}; this version of the app reads ` +
        `format ${snapshotFormatVersion}. Restore it with the version that took it (app ` +
        `${manifest.appVersion}) or newer.`,
    );
  const unknown = unknownMigrations(manifest.schema.migrations, known);
  if (unknown.length > 0)
    throw new SnapshotRefusedError(
      `it was taken by a newer version of the app (app ${manifest.appVersion}): its database ` +
        `has ${manifest.schema.migrationCount} migrations, ${unknown.length} of them unknown to ` +
        `this version, which has ${known.length}. Update the app, then restore.`,
    );
}
