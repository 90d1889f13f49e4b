import type { AutoSubmit, SubmitAndNext } from '../../shared/contract/interview.ts';

/**
 * What the candidate area's outbox holds: an answer or the final submit, stored before it is
 * sent, with a key that names it (`answer:<candidate>:<question index>`, `submit:<candidate>`),
 * the token and window it was made with.
 */
export type NewOutboxEntry =
  | {
      key: string;
      candidateId: string;
      token: string;
      deviceId: string;
      kind: 'answer';
      payload: SubmitAndNext & { questionId: string };
    }
  | {
      key: string;
      candidateId: string;
      token: string;
      deviceId: string;
      kind: 'submit';
      payload: AutoSubmit;
    };

export const answerKey = (candidateId: string, questionIndex: number) =>
  `answer:${candidateId}:${questionIndex}`;
export const submitKey = (candidateId: string) => `submit:${candidateId}`;
