import { clientEventTypes, type ReportedEvent } from '../../../shared/contract/interview.ts';
import type { AttemptEventType } from '../../db/schema/mcq-attempts.ts';
import type { PendingEvent } from './attempt-events.ts';

/**
 * What the browser reported seeing, for the attempt's log: known types as they are, others as
 * `client-event` with the label given; each with the device's own time (`clientAt`). An `online`
 * that follows an `offline` in the same report also carries how long the device was offline
 * (`offlineMs`, by the device's clock): the page reports an offline period once it has ended, both
 * ends together, so HR's report and `offline_seconds` read one number, written once.
 */
export function reportedEvents(events: ReportedEvent[]): PendingEvent[] {
  let offlineAt: number | null = null;
  return events.map((event) => {
    const known = (clientEventTypes as readonly string[]).includes(event.type);
    const questionIndex = event.questionIndex ?? null;
    if (!known) {
      return {
        type: 'client-event',
        questionIndex,
        detail: { clientAt: event.at, reportedType: event.type },
      };
    }
    const detail: Record<string, unknown> = { clientAt: event.at };
    if (event.type === 'offline') offlineAt ??= event.at;
    if (event.type === 'online' && offlineAt !== null) {
      // A device clock set back meanwhile cannot make a negative period.
      detail['offlineMs'] = Math.max(0, event.at - offlineAt);
      offlineAt = null;
    }
    return { type: event.type as AttemptEventType, questionIndex, detail };
  });
}
