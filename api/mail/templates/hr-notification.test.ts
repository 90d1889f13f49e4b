import { describe, expect, it } from 'vitest';
import { mcqSubmittedNotice } from './hr-notification.ts';

/** Issue 39, item 12: a notice gives its times in the company's time zone, named. */
describe("an HR notice's times", () => {
  const candidate = {
    id: '00000000-0000-4000-8000-000000000001',
    oneTimeId: 'ABCD-EFGH',
    fullName: 'Asha Patel',
    email: 'asha@example.com',
    testType: 'mcqs' as const,
  };
  const attempt = {
    submittedAt: new Date('2026-11-24T06:33:07Z'),
    submitReason: 'completed',
    rightCount: 8,
    totalQuestions: 10,
    questionIndex: 9,
  };
  const notice = (timeZone: string) =>
    mcqSubmittedNotice(candidate, attempt, 75, {
      siteUrl: 'https://hiring.example.com',
      hrAddress: 'hr@example.com',
      timeZone,
    }).text;

  it('are on the office clock of COMPANY_TIME_ZONE, with its name', () => {
    expect(notice('Asia/Kolkata')).toContain(
      'at 12:03:07, on question 10. (24 Nov 2026, 12:03:07 pm (India Standard Time))',
    );
    expect(notice('Europe/London')).toContain(
      'at 06:33:07, on question 10. (24 Nov 2026, 6:33:07 am (Greenwich Mean Time))',
    );
  });
});
