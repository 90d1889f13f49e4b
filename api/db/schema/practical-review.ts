import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import type { ManifestEntry } from '../../domain/manifest-tree.ts';
import type { FingerprintFile, SharedFile } from '../../domain/similarity.ts';
import { submissionRef } from './practical.ts';

/**
 * What the reviewer's tree is built from: every entry of the archive's central directory (up to
 * 5,000) with its sizes, read from the stored pieces at upload, so the report never reads the
 * zip again. Submissions stored before this table existed get theirs when first reviewed.
 */
export const practicalManifests = pgTable('practical_manifests', {
  submissionId: submissionRef().primaryKey(),
  entries: jsonb('entries').$type<ManifestEntry[]>().notNull(),
  entriesOmitted: integer('entries_omitted').notNull(),
  computedAt: timestamptz('computed_at').notNull(),
});

/**
 * What a submission is compared by (docs/decisions.md, "Similarity"): the SHA-256 of each
 * file read (within the caps), and a bottom-k sketch of its normalised source lines (base64 of
 * 8-byte hashes). Written once, at upload or when first needed.
 */
export const practicalFingerprints = pgTable('practical_fingerprints', {
  submissionId: submissionRef().primaryKey(),
  files: jsonb('files').$type<FingerprintFile[]>().notNull(),
  lineSketch: text('line_sketch').notNull(),
  uniqueLines: integer('unique_lines').notNull(),
  /** Entries not read, by why (`SkipReason`). */
  skipped: jsonb('skipped').$type<Record<string, number>>().notNull(),
  /** Uncompressed bytes read, within the caps. */
  bytesRead: integer('bytes_read').notNull(),
  computedAt: timestamptz('computed_at').notNull(),
});

/**
 * Two submissions of one cohort or day listed as similar, once per pair (the smaller id first),
 * written when the later of the two was fingerprinted. Only listed pairs are kept.
 */
export const practicalSimilarPairs = pgTable(
  'practical_similar_pairs',
  {
    submissionId: submissionRef().notNull(),
    otherSubmissionId: submissionRef('other_submission_id').notNull(),
    /** `pathA` is in `submission_id`'s archive, `pathB` in the other's. */
    sharedFiles: jsonb('shared_files').$type<SharedFile[]>().notNull(),
    lineJaccard: real('line_jaccard').notNull(),
    lineContainment: real('line_containment').notNull(),
    sharedLines: integer('shared_lines').notNull(),
    comparedAt: timestamptz('compared_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.otherSubmissionId] }),
    index('practical_similar_pairs_other_idx').on(table.otherSubmissionId),
    check(
      'practical_similar_pairs_order_check',
      sql`${table.submissionId} < ${table.otherSubmissionId}`,
    ),
  ],
);
