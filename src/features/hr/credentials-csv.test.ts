import { describe, expect, it } from 'vitest';
import { credentialsCsv } from './credentials-dialog.tsx';

describe('credentialsCsv', () => {
  it("writes the issue's credentials columns, one line per candidate, passwords exactly as issued", () => {
    const text = credentialsCsv([
      {
        name: 'Shah, Asha',
        email: 'asha@example.com',
        oneTimeId: 'K7Q2-9XHM',
        password: '=p"w,1',
        testType: 'mcqs',
        timeFactor: 1.25,
        windowStart: '2026-11-24T04:30:00.000Z',
        windowEnd: null,
      },
    ]);
    expect(text).toBe(
      'name,email,one_time_id,password,test_type,time_factor,window_start,window_end\r\n' +
        '"Shah, Asha",asha@example.com,K7Q2-9XHM,"=p""w,1",mcqs,1.25,2026-11-24T04:30:00.000Z,\r\n',
    );
  });
});
