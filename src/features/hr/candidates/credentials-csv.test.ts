import { describe, expect, it } from 'vitest';
import { credentialsCsv } from './credentials-dialog.tsx';

const issued = {
  name: 'Shah, Asha',
  email: 'asha@example.com',
  oneTimeId: 'K7Q2-9XHM',
  password: 'Kq7mZ-xR4tP-9bWcN-ahE3d',
  testType: 'mcqs',
  timeFactor: 1.25,
  windowStart: '2026-11-24T04:30:00.000Z',
  windowEnd: null,
};

describe('credentialsCsv', () => {
  it("writes the issue's credentials columns, one line per candidate, passwords exactly as issued", () => {
    expect(credentialsCsv([issued])).toBe(
      'name,email,one_time_id,password,test_type,time_factor,window_start,window_end\r\n' +
        '"Shah, Asha",asha@example.com,K7Q2-9XHM,Kq7mZ-xR4tP-9bWcN-ahE3d,mcqs,1.25,2026-11-24T04:30:00.000Z,\r\n',
    );
  });

  it('guards every cell a spreadsheet would run as a formula, as the API does', () => {
    const text = credentialsCsv([
      { ...issued, name: '=HYPERLINK("http://evil.example","Click")', email: '@evil.example' },
    ]);
    expect(text.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'@evil.example,K7Q2-9XHM,` +
        'Kq7mZ-xR4tP-9bWcN-ahE3d,mcqs,1.25,2026-11-24T04:30:00.000Z,',
    );
  });

  it("leaves the test and window empty for a bulk resend's logins, which do not hold them", () => {
    const { name, email, oneTimeId, password } = issued;
    expect(credentialsCsv([{ name, email, oneTimeId, password }]).split('\r\n')[1]).toBe(
      '"Shah, Asha",asha@example.com,K7Q2-9XHM,Kq7mZ-xR4tP-9bWcN-ahE3d,,,,',
    );
  });
});
