/**
 * The HR API's answers under the names the console uses; the types themselves are the contract's
 * (`shared/contract/hr.ts`, docs/hr-api.md), shared with the server.
 */
import type {
  AttemptReportView,
  AuditRowView,
  BackupOverviewView,
  CandidateView,
  EnquiryView,
  ImportAnswer,
  ItemAnalysisView,
  ImportError,
  PracticalHistoryView,
  ImportProgressLine,
  Page,
  PracticalTaskView,
  QuestionView,
  RegradeScoresView,
  SessionView,
  SettingsView,
  StaffView,
  SubscriberView,
} from '../../../shared/contract/hr.ts';

export {
  candidateStatuses,
  difficulties,
  enquiryStatuses,
  hrTestTypes as testTypes,
  questionImportFormats as questionFormats,
  staffRoles,
  timeFactors,
  type CandidateStatus,
  type Difficulty,
  type EnquiryStatus,
  type HrTestType as TestType,
  type ImportedCandidate,
  type ImportedQuestion,
  type QuestionImportFormat as QuestionFormat,
  type StaffRole,
  type TestSettings,
  type Credentials,
  type ItemFlag,
} from '../../../shared/contract/hr.ts';

export type { ImportAnswer };
export type Staff = StaffView;
export type SessionAnswer = SessionView;
export type ListPage<T> = Page<T>;
export type Candidate = CandidateView;
export type Question = QuestionView;
export type LineError = ImportError;
export type ImportProgress = Omit<Extract<ImportProgressLine<never>, { type: 'progress' }>, 'type'>;
export type SettingsAnswer = SettingsView;
export type CategoryCount = SettingsView['categories'][number];
export type PracticalTask = PracticalTaskView;
export type Enquiry = EnquiryView;
export type Subscriber = SubscriberView;
export type AuditRow = AuditRowView;
export type BackupOverview = BackupOverviewView;
export type ItemAnalysis = ItemAnalysisView;
export type AttemptReport = AttemptReportView;
export type PracticalHistory = PracticalHistoryView;
export type ReportAnswer = AttemptReportView['answers'][number];
export type RegradeScores = RegradeScoresView;
export type ItemStatistics = ItemAnalysisView['items'][number];

/** One MCQ attempt of a candidate (`GET /api/hr/candidates/:id`), retired retakes included. */
export interface AttemptSummary {
  id: string;
  startedAt: string;
  submittedAt: string | null;
  submitReason: string | null;
  scorePercent: number | null;
  retiredAt: string | null;
  retiredReason: string | null;
}
