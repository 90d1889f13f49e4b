/**
 * The audit log's keys in words, for the page's filters and rows, and for the server, which sorts
 * the log by the words shown (`audit-query.ts`). The keys stay in the API and the CSV export
 * (programs read them); a key not listed here (an action added later) shows as itself rather than
 * disappearing.
 */

export const actionWords = {
  'staff.sign-in': 'Signed in',
  'staff.sign-in-locked': 'Sign-in refused (too many tries)',
  'staff.sign-out': 'Signed out',
  'staff.password-changed': 'Changed their password',
  'staff.created': 'Staff account added',
  'staff.updated': 'Staff account changed',
  'staff.password-reset': 'Staff password reset',
  'candidate.created': 'Candidate added',
  'candidate.imported': 'Candidate imported',
  'candidate.updated': 'Candidate details changed',
  'candidate.password-reset': 'Candidate password reset',
  'candidate.revoked': 'Candidate access revoked',
  'candidate.restored': 'Candidate access restored',
  'candidate.invitation-resent': 'Invitation resent (new password)',
  'candidate.reminded': 'Reminder e-mailed',
  'candidate.outcome-sent': 'Outcome e-mailed',
  'attempt.reopened': 'MCQ test reopened',
  'attempt.retake-granted': 'Retake granted',
  'attempt.accepted': 'MCQ result accepted',
  'attempt.invalidated': 'MCQ result invalidated',
  'attempt.late-answer-accepted': 'Late answer accepted',
  'practical.scored': 'Practical scored',
  'practical.score-revised': 'Practical score revised',
  'practical.passed': 'Practical passed',
  'practical.failed': 'Practical failed',
  'practical.second-review-required': 'Practical sent for a second review',
  'practical.reopened': 'Practical round reopened',
  'practical.retake-granted': 'Practical retake granted',
  'question.created': 'Question added',
  'question.updated': 'Question changed',
  'question.versioned': 'Question changed (new version)',
  'question.retired': 'Question retired',
  'question.restored': 'Question restored',
  'question.imported': 'Questions imported',
  'settings.updated': 'Test settings changed',
  'assessment.created': 'Assessment added',
  'assessment.updated': 'Assessment changed',
  'assessment.archived': 'Assessment archived',
  'assessment.restored': 'Assessment restored',
  'assessment.made-default': 'Assessment made the default',
  'assessment.mail-template-changed': 'Assessment e-mail changed',
  'drive.created': 'Drive added',
  'drive.updated': 'Drive changed',
  'drive.archived': 'Drive archived',
  'drive.restored': 'Drive restored',
  'practical-task.created': 'Practical task added',
  'practical-task.updated': 'Practical task changed',
  'enquiry.status-changed': 'Enquiry status changed',
  'backup.taken': 'Backup taken',
  'backup.downloaded': 'Backup downloaded',
  'privacy-settings.updated': 'Privacy settings changed',
} as const;

export const entityWords = {
  candidate: 'Candidate',
  question: 'Question',
  'practical-task': 'Practical task',
  settings: 'Test settings',
  assessment: 'Assessment',
  drive: 'Drive',
  enquiry: 'Enquiry',
  staff: 'Staff member',
  backup: 'Backup',
  'privacy-settings': 'Privacy settings',
} as const;

const wordsOf = (words: Record<string, string>, key: string): string => words[key] ?? key;

export const actionWordsOf = (action: string) => wordsOf(actionWords, action);
export const entityWordsOf = (entityType: string) => wordsOf(entityWords, entityType);
