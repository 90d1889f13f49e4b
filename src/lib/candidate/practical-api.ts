import { bearer, http } from '../http-client.ts';
import { formatLocalDateTime } from '../time-format.ts';

/**
 * `POST /api/interview/test/practical` (spec §7): starts the practical round. The server starts
 * the clock by its own time; the local time is sent for the record.
 */
export async function startPractical(
  token: string,
  now = new Date(),
): Promise<{ success: boolean; message: string }> {
  const { data } = await http.post<{ success: boolean; message: string }>(
    '/interview/test/practical',
    { practical_start_time: formatLocalDateTime(now) },
    { headers: bearer(token) },
  );
  return data;
}
