import Dexie, { type Table } from 'dexie';
import type { GivenAnswer } from '../../machines/interview-types.ts';
import type { NewOutboxEntry } from '../../machines/outbox-entry.ts';

/**
 * The candidate area's IndexedDB database, the answer outbox: every answer and every submit intent
 * is written here before its network call and removed only once the server has answered it.
 * Schema versions are appended, never edited.
 */
export type OutboxEntry = NewOutboxEntry & { seq?: number; createdAt: number };

/** Every answer the candidate gave on this device, so a final submit can send them all again. */
export type StoredAnswer = GivenAnswer & { candidateId: string };

class CandidateDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  answers!: Table<StoredAnswer, [string, string]>;

  constructor() {
    // Chrome writes IndexedDB with relaxed durability by default; an answer must survive a crash.
    super('surat-candidate', { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      outbox: '++seq, &key, candidateId',
      answers: '[candidateId+questionId], candidateId',
    });
  }
}

export const candidateDb = new CandidateDb();
