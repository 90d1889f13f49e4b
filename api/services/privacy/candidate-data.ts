import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { DrawnQuestion } from '../../db/schema/mcq-attempts.ts';
import { fail } from '../../domain/errors.ts';
import { optionLetter } from '../../../shared/option-letter.ts';
import { zipPieces } from '../hr/practical-review.ts';
import { fileNamePart, type PersonArchive } from './person-archive.ts';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const when = (value: unknown) => (iso(value) as string | null) ?? '—';

/** Rows with dates as ISO text (the JSON file and the text read alike). */
function plain(rows: Row[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)])),
  );
}

/**
 * Everything the product holds about one candidate, for their access request: their details,
 * each attempt with the questions as shown, their answers and every event, late answers, the
 * decisions and reviewers' notes, the practical rounds and uploads, the e-mails sent to them, and
 * when staff read their data (the access log, by kind and time; which staff member is the
 * company's own record). Not the answer key: whether each answer counted is theirs, the bank is
 * the company's.
 */
export async function candidateArchive(
  db: Db,
  candidateId: string,
  company: string,
  now: Date,
): Promise<PersonArchive> {
  const [candidate] = await queryRows<Row>(
    db,
    sql`select c.id, c.full_name, c.email, c.phone, c.one_time_id, c.test_type, c.time_factor,
          c.cohort as drive, c.window_start, c.window_end, c.created_at, c.updated_at,
          c.revoked_at, c.revoke_reason, c.notice_version, c.notice_acknowledged_at, c.erased_at
        from candidates c where c.id = ${candidateId}`,
  );
  if (!candidate) throw fail.notFound('Candidate not found');
  const attempts = await queryRows<Row & { id: string; questions: DrawnQuestion[] }>(
    db,
    sql`select a.id, a.questions, a.started_at, a.submitted_at, a.submit_reason, a.total_questions,
          a.attempted_count, a.right_count, a.wrong_count, a.score_percent, a.pass_percent,
          a.seconds_per_question, a.retired_at, a.retired_reason, a.notice_version,
          s.name as assessment
        from mcq_attempts a left join assessments s on s.id = a.assessment_id
        where a.candidate_id = ${candidateId} order by a.started_at`,
  );
  const attemptIds = JSON.stringify(attempts.map((a) => a.id));
  const inAttempts = sql`attempt_id in (select (jsonb_array_elements_text(${attemptIds}::jsonb))::uuid)`;
  const answers = await queryRows<Row>(
    db,
    sql`select attempt_id, question_index, selected_option_index, is_correct, recorded_at, via,
          synced_late, given_after_ms from mcq_answers where ${inAttempts}
        order by attempt_id, question_index`,
  );
  const events = await queryRows<Row>(
    db,
    sql`select attempt_id, id::float8 as id, at, type, question_index, detail from attempt_events
        where ${inAttempts} order by attempt_id, id`,
  );
  const lateAnswers = await queryRows<Row>(
    db,
    sql`select attempt_id, question_index, selected_option_index, served_at, deadline_at, arrived_at,
          kept_because, status, decided_at, decision_reason
        from late_answers where ${inAttempts} order by arrived_at`,
  );
  const decisions = await queryRows<Row>(
    db,
    sql`select kind, reason, decided_at, detail from hr_decisions
        where candidate_id = ${candidateId} order by decided_at`,
  );
  const rounds = await queryRows<Row>(
    db,
    sql`select 'current' as round, started_at, deadline_at, duration_seconds, notice_version
          from practical_rounds where candidate_id = ${candidateId}
        union all
        select 'retired', started_at, deadline_at, duration_seconds, null
          from practical_round_history where candidate_id = ${candidateId}
        order by started_at`,
  );
  const submissions = await queryRows<Row & { id: string; file_name: string; size_bytes: number }>(
    db,
    sql`select s.id, s.submitted_at, s.file_name, s.size_bytes, s.sha256, s.time_taken_seconds,
          s.late_by_seconds, s.reason_for_delay, s.retired_at, s.retired_reason,
          exists (select 1 from practical_submission_chunks k where k.submission_id = s.id) as stored
        from practical_submissions s
        where s.candidate_id = ${candidateId} or s.retired_candidate_id = ${candidateId}
        order by s.submitted_at`,
  );
  const scores = await queryRows<Row>(
    db,
    sql`select r.submission_id, r.rubric, r.notes, r.scored_at from reviewer_scores r
        join practical_submissions s on s.id = r.submission_id
        where s.candidate_id = ${candidateId} or s.retired_candidate_id = ${candidateId}
        order by r.scored_at`,
  );
  const emails = await queryRows<{ subject: string; text_body: string } & Row>(
    db,
    sql`select kind, to_address, subject, text_body, status, created_at, sent_at from mail_outbox
        where candidate_id = ${candidateId} order by created_at`,
  );
  const reads = await queryRows<Row>(
    db,
    // Their own reads, and the parts of list exports that named them (docs/hr-api.md, "Access log").
    sql`select at, action from access_log
        where (subject_type = 'candidate' and subject_id = ${candidateId})
          or (subject_type = 'candidates'
            and detail->'candidateIds' @> jsonb_build_array(${candidateId}::text))
        order by id`,
  );

  const details = plain([candidate])[0] ?? {};
  const attemptSections = attempts.map((attempt, n) => {
    const own = (rows: Row[]) => rows.filter((row) => row['attempt_id'] === attempt.id);
    const byIndex = new Map(own(answers).map((a) => [Number(a['question_index']), a]));
    const lines = [
      `Test: ${String(attempt['assessment'] ?? '—')}`,
      `Started ${when(attempt['started_at'])}; ended ${when(attempt['submitted_at'])} (${String(attempt['submit_reason'] ?? 'not ended')})`,
      `Score: ${String(attempt['right_count'] ?? '—')} of ${String(attempt['total_questions'] ?? '—')} (${String(attempt['score_percent'] ?? '—')} %)`,
      `Privacy notice acknowledged: ${String(attempt['notice_version'] ?? 'before notices were recorded')}`,
      ...(attempt['retired_at']
        ? [`Retired ${when(attempt['retired_at'])}: ${String(attempt['retired_reason'])}`]
        : []),
      '',
      'Questions and your answers:',
      ...attempt.questions.flatMap((q, i) => {
        const answer = byIndex.get(i);
        const chosen = answer?.['selected_option_index'];
        return [
          `${i + 1}. ${q.question}`,
          ...q.options.map((option, o) => `   ${optionLetter(o)}. ${option}`),
          `   Your answer: ${typeof chosen === 'number' ? optionLetter(chosen) : 'none'}${answer ? (answer['is_correct'] ? ' (right)' : ' (not right)') : ''}`,
        ];
      }),
      '',
      'What the test recorded, in order:',
      ...own(events).map(
        (e) =>
          `${when(e['at'])}  ${String(e['type'])}${e['question_index'] === null ? '' : ` (question ${Number(e['question_index']) + 1})`}${e['detail'] ? `  ${JSON.stringify(e['detail'])}` : ''}`,
      ),
    ];
    return { title: `MCQ attempt ${n + 1}`, lines };
  });

  const sections: PersonArchive['sections'] = [
    {
      title: 'Your details',
      lines: Object.entries(details).map(([key, value]) => `${key}: ${String(value ?? '—')}`),
    },
    ...attemptSections,
    {
      title: 'Late answers',
      lines: plain(lateAnswers).map((row) => JSON.stringify(row)),
    },
    {
      title: 'Decisions about your test',
      lines: plain(decisions).map(
        (d) => `${String(d['decided_at'])}  ${String(d['kind'])}: ${String(d['reason'])}`,
      ),
    },
    {
      title: 'Practical round',
      lines: [
        ...plain(rounds).map((r) => JSON.stringify(r)),
        ...plain(submissions).map((s) => `Submission: ${JSON.stringify(s)}`),
        ...plain(scores).map((s) => `Review: ${JSON.stringify(s)}`),
      ],
    },
    {
      title: 'E-mails sent to you',
      lines: plain(emails).map(
        (m) => `${String(m['created_at'])}  ${String(m['subject'])} (${String(m['status'])})`,
      ),
    },
    {
      title: 'When staff read your data',
      lines: plain(reads).map((r) => `${String(r['at'])}  ${String(r['action'])}`),
    },
  ];
  return {
    fileName: `personal-data-${fileNamePart(String(candidate['full_name']), 'candidate')}-${now.toISOString().slice(0, 10)}.zip`,
    who: `the candidate ${String(candidate['full_name'])}`,
    company,
    generatedAt: now,
    sections,
    data: {
      candidate: details,
      attempts: plain(attempts).map((attempt) => ({
        ...attempt,
        // The questions as shown, without the key.
        questions: (attempt['questions'] as DrawnQuestion[]).map((q) => ({
          question: q.question,
          options: q.options,
        })),
        answers: plain(answers.filter((a) => a['attempt_id'] === attempt['id'])),
        events: plain(events.filter((e) => e['attempt_id'] === attempt['id'])),
      })),
      lateAnswers: plain(lateAnswers),
      decisions: plain(decisions),
      practicalRounds: plain(rounds),
      practicalSubmissions: plain(submissions),
      reviews: plain(scores),
      emails: plain(emails),
      reads: plain(reads),
    },
    emails: emails.map((m) => ({ subject: m.subject, text: m.text_body })),
    files: submissions
      .filter((s) => s['stored'] === true)
      .map((s) => ({
        name: s.file_name,
        size: Number(s.size_bytes),
        read: () => zipPieces(db, s.id),
      })),
  };
}
