import { describe, expect, it } from 'vitest';
import { castLogin, validateLogin } from './login-flow.ts';

describe("the login form's rules", () => {
  it('report the contract’s messages per field, as Formik’s validationSchema did', async () => {
    expect(await validateLogin({ oneTimeId: '', password: '' })).toEqual({
      oneTimeId: 'One-Time ID is required',
      password: 'Password is required',
    });
    expect(await validateLogin({ oneTimeId: '  ', password: 'abc' })).toEqual({
      oneTimeId: 'One-Time ID is required',
      password: 'Password must be at least 6 characters',
    });
    expect(await validateLogin({ oneTimeId: 'DEMO-MCQ', password: 'Demo@2026' })).toEqual({});
  });

  it('send the credentials as the contract casts them (the ID trimmed)', () => {
    expect(castLogin({ oneTimeId: ' DEMO-MCQ ', password: 'Demo@2026' })).toEqual({
      oneTimeId: 'DEMO-MCQ',
      password: 'Demo@2026',
    });
  });
});
