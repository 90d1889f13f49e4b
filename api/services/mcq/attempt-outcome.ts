import type { Attempt } from './attempt-store.ts';
import type { QuestionState } from '../../../shared/contract/interview-responses.ts';

/** What a test call leads to: the question to answer now, or an attempt that is already closed. */
export type AttemptOutcome =
  { kind: 'question'; state: QuestionState } | { kind: 'submitted'; attempt: Attempt };
