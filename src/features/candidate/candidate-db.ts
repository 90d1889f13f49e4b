import Dexie, { type Table } from 'dexie';
import type { AutoSubmit, SubmitAndNext } from '../../../shared/contract/interview.ts';

/**
 * The candidate area's IndexedDB database, the answer outbox: every answer and every submit intent
 * is written here before its network call and removed only once the server has answered it.
 * Schema versions are appended, never edited.
 */
export type OutboxEntry =
  | {
      seq?: number;
      key: string;
      candidateId: string;
      token: string;
      createdAt: number;
      kind: 'answer';
      payload: SubmitAndNext & { questionId: string };
    }
  | {
      seq?: number;
      key: string;
      candidateId: string;
      token: string;
      createdAt: number;
      kind: 'submit';
      payload: AutoSubmit;
    };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An entry as the app creates it (the outbox numbers and dates it). */
export type NewOutboxEntry = DistributiveOmit<OutboxEntry, 'seq' | 'createdAt'>;

/** Every answer the candidate gave on this device, so a final submit can send them all again. */
export interface GivenAnswer {
  candidateId: string;
  questionId: string;
  selectedOptionIndex: number | null;
}

class CandidateDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  answers!: Table<GivenAnswer, [string, string]>;

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
