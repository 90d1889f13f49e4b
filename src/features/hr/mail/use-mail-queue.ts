import { useEffect } from 'react';
import type { MailQueueView } from '../../../../shared/contract/hr-mail.ts';
import { useHrData, type HrData } from '../kit/use-hr-data.ts';
import { getMailQueue } from './mail-api.ts';

/** How often the queue is read again while something waits in it. */
export const queueRefreshMs = 5_000;

/**
 * The mail queue (`GET /api/hr/mail`), read again every few seconds while anything is queued, so
 * the panel counts down as the outbox sends; still once it is empty. `refresh` changes after an
 * action that may have queued mail (an import, a bulk reminder): it is read again at once.
 */
export function useMailQueue(refresh = 0): HrData<MailQueueView> {
  const queue = useHrData(`mail#${refresh}`, getMailQueue);
  const { data, loading, reload } = queue;
  const waiting = (data?.queued ?? 0) > 0;
  useEffect(() => {
    if (!waiting || loading) return;
    const timer = setTimeout(reload, queueRefreshMs);
    return () => clearTimeout(timer);
  }, [waiting, loading, reload]);
  return queue;
}
