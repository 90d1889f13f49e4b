import { company } from '../../../shared/company.ts';
import {
  placeholderPattern,
  type CandidateMailKind,
  type MailPlaceholder,
} from '../../../shared/contract/hr-mail.ts';
import { zoneName } from '../../../shared/zoned-time.ts';
import { oneLine } from './header-text.ts';

/** A subject and a body with `{{placeholders}}`: an assessment's own, or the company's. */
export interface MailTemplate {
  subject: string;
  body: string;
}

/** What each placeholder stands for in one e-mail. `password` only in an invitation. */
export type MailValues = Record<MailPlaceholder, string>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The company's words for each kind, used unless an assessment has its own. Short lines and
 * the credentials on lines of their own, so a phone shows them without scrolling sideways.
 */
export const companyTemplates: Record<CandidateMailKind, MailTemplate> = {
  invitation: {
    subject: 'Your {{assessment}} test with {{company_name}}',
    body: `Dear {{candidate_name}},

You are invited to take the {{assessment}} test with {{company_name}}.

When: {{window}}

Your login
One-time ID: {{one_time_id}}
Password: {{password}}

Log in here: {{login_link}}

The rules in brief
{{rules}}

What you need
{{requirements}}

Questions? Contact us: {{contact}}

Keep this e-mail to yourself: the ID and password are yours alone.

{{company_name}}`,
  },
  reminder: {
    subject: 'Reminder: your {{assessment}} test closes {{window_closes}}',
    body: `Dear {{candidate_name}},

You have not started your {{assessment}} test with {{company_name}} yet. It closes {{window_closes}}.

Log in with the one-time ID {{one_time_id}} and the password from your invitation: {{login_link}}

Lost the password? Write to us and we will send a new one: {{contact}}

{{company_name}}`,
  },
  withdrawal: {
    subject: 'Your {{assessment}} test with {{company_name}} is withdrawn',
    body: `Dear {{candidate_name}},

Your invitation to the {{assessment}} test with {{company_name}} has been withdrawn: the one-time ID {{one_time_id}} no longer logs in.

If you think this is a mistake, contact us: {{contact}}

{{company_name}}`,
  },
  shortlisted: {
    subject: 'You are shortlisted: {{assessment}} at {{company_name}}',
    body: `Dear {{candidate_name}},

Thank you for taking the {{assessment}} test. We are glad to tell you that you are shortlisted for the next round.

We will write to you soon with the details. Questions? Contact us: {{contact}}

{{company_name}}`,
  },
  'not-selected': {
    subject: 'Your application for {{assessment}} at {{company_name}}',
    body: `Dear {{candidate_name}},

Thank you for taking the {{assessment}} test with {{company_name}}. After careful review, we will not be taking your application further this time.

We wish you well, and you are welcome to apply again in future. Questions? Contact us: {{contact}}

{{company_name}}`,
  },
  'next-steps': {
    subject: 'Next steps: {{assessment}} at {{company_name}}',
    body: `Dear {{candidate_name}},

Thank you for taking the {{assessment}} test with {{company_name}}. Here is what happens next: our HR team will call you to arrange an interview.

Questions? Contact us: {{contact}}

{{company_name}}`,
  },
};

/** Every placeholder replaced by its value; an unknown one (a template is checked before it is saved) is left as written. */
function fill(text: string, values: MailValues): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as MailPlaceholder] : whole,
  );
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// An address in already-escaped text: up to white space or a character that ends a sentence.
const linkPattern = /https?:\/\/[^\s<>"']+?(?=[.,;:!?)]*(?:\s|$|&lt;|&gt;|&quot;|&#39;))/g;

/**
 * The HTML part: the text escaped (a name with `<` or quotes stays text), a paragraph per block,
 * line breaks kept, links clickable. Inline styles only and no remote image, so it reads the same
 * in a phone's mail app with images blocked.
 */
export function htmlOf(text: string, subject: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => escapeHtml(block).replace(linkPattern, (url) => `<a href="${url}">${url}</a>`))
    .map((block) => `<p style="margin:0 0 16px">${block.replace(/\n/g, '<br>')}</p>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;overflow-wrap:anywhere">
${paragraphs.join('\n')}
</div>
</body>
</html>
`;
}

/** An e-mail from a template: the subject on one line, the text as written (the outbox keeps these). */
export function renderText(template: MailTemplate, values: MailValues): Omit<RenderedMail, 'html'> {
  const subject = oneLine(fill(template.subject, values), 250);
  return { subject, text: fill(template.body, values).replace(/\r\n?/g, '\n') };
}

/** The same with the HTML part made from the text, as it is sent. */
export function renderMail(template: MailTemplate, values: MailValues): RenderedMail {
  const { subject, text } = renderText(template, values);
  return { subject, text, html: htmlOf(text, subject) };
}

// Made once per zone (a drive's invitations share one).
const dayClocks = new Map<string, Intl.DateTimeFormat>();
function dayClock(timeZone: string): Intl.DateTimeFormat {
  let clock = dayClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    dayClocks.set(timeZone, clock);
  }
  return clock;
}

/** "Mon, 30 Nov 2026, 10:00 am": built from parts, as en-IN's own order puts a comma after the month. */
function dayWords(at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    dayClock(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${String(p.dayPeriod).toLowerCase()}`;
}

/** "Mon, 30 Nov 2026, 10:00 am (India Standard Time)". */
export function zonedWords(at: Date, timeZone: string): string {
  return `${dayWords(at, timeZone)} (${zoneName(timeZone, at)})`;
}

/** A window in words, in the zone given; either end may be open. */
export function windowWords(start: Date | null, end: Date | null, timeZone: string): string {
  if (start && end) return `from ${dayWords(start, timeZone)} to ${zonedWords(end, timeZone)}`;
  if (start) return `from ${zonedWords(start, timeZone)}, at any time after`;
  if (end) return `at any time until ${zonedWords(end, timeZone)}`;
  return 'at any time: your test has no closing date';
}

export const requirementsText = [
  '- A charged laptop or phone with an up-to-date browser (Chrome, Edge, Firefox or Safari).',
  '- A connection that mostly holds: an answer given offline is kept and sent when it is back.',
  '- A quiet place and the time to finish in one sitting.',
].join('\n');

export function contactText(hrEmail: string): string {
  return `${hrEmail} or ${company.phone} (${company.officeHours})`;
}

export interface RulesInput {
  mcq: { questions: number; secondsPerQuestion: number; passPercent: number } | null;
  practicalMinutes: number | null;
}

/** The rules in brief, by the rounds the candidate takes. */
export function rulesText({ mcq, practicalMinutes }: RulesInput): string {
  const lines: string[] = [];
  if (mcq) {
    lines.push(
      `- ${mcq.questions} multiple-choice questions, one at a time, ${mcq.secondsPerQuestion} seconds each.`,
      '- The test is submitted by itself if you switch tabs or apps, leave the page, go back or refresh.',
    );
    if (practicalMinutes !== null)
      lines.push(
        `- Above ${mcq.passPercent} %, a practical task of ${practicalMinutes} minutes follows, ending in a zip upload.`,
      );
  } else if (practicalMinutes !== null) {
    lines.push(`- A practical task of ${practicalMinutes} minutes, ending in a zip upload.`);
  }
  return lines.join('\n');
}
