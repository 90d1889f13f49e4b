import { describe, expect, it } from 'vitest';
import {
  candidateMailKinds,
  templateProblem,
  unknownPlaceholders,
} from '../../../shared/contract/hr-mail.ts';
import {
  companyTemplates,
  htmlOf,
  renderMail,
  rulesText,
  windowWords,
  type MailValues,
} from './candidate-mail.ts';

const values: MailValues = {
  candidate_name: `Priya "Pri" O'Brien-Ñúñez <script>`,
  company_name: 'Suryaloom Technologies',
  assessment: 'Backend developer, L1',
  window: 'from Mon, 30 Nov 2026, 10:00 am to Mon, 30 Nov 2026, 1:00 pm (India Standard Time)',
  window_closes: 'Mon, 30 Nov 2026, 1:00 pm (India Standard Time)',
  one_time_id: 'K7Q2-9XHM',
  password: 'abcd-efgh-ijkl-mnop-qrst',
  login_link: 'https://www.suryaloom.example/login?id=K7Q2-9XHM',
  rules: '- 10 questions',
  requirements: '- A charged laptop',
  contact: 'hr@suryaloom.example',
};

describe("candidates' e-mail templates", () => {
  it('fills every placeholder of each company template, leaving none behind', () => {
    for (const kind of candidateMailKinds) {
      const { subject, body } = companyTemplates[kind];
      expect(templateProblem(kind, 'subject', subject)).toBeNull();
      expect(templateProblem(kind, 'body', body)).toBeNull();
      const mail = renderMail(companyTemplates[kind], values);
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
      expect(mail.subject).not.toMatch(/\{\{|\n/);
    }
    const invitation = renderMail(companyTemplates.invitation, values);
    expect(invitation.text).toContain('One-time ID: K7Q2-9XHM\nPassword: abcd-efgh-ijkl-mnop-qrst');
    expect(renderMail(companyTemplates.reminder, values).text).not.toContain(values.password);
  });

  it('keeps a name with quotes, an apostrophe, markup and non-Latin letters as text in the HTML', () => {
    const mail = renderMail(
      {
        subject: 'Hi {{candidate_name}}',
        body: 'Dear {{candidate_name}},\n\nLog in: {{login_link}}.',
      },
      { ...values, candidate_name: `Priya "Pri" O'Brien-Ñúñez <script>alert(1)</script> प्रिया` },
    );
    expect(mail.text).toContain(`Dear Priya "Pri" O'Brien-Ñúñez <script>alert(1)</script> प्रिया,`);
    expect(mail.html).toContain(
      'Dear Priya &quot;Pri&quot; O&#39;Brien-Ñúñez &lt;script&gt;alert(1)&lt;/script&gt; प्रिया,',
    );
    expect(mail.html).not.toContain('<script>');
    // The link is clickable without taking the sentence's full stop.
    expect(mail.html).toContain(
      '<a href="https://www.suryaloom.example/login?id=K7Q2-9XHM">https://www.suryaloom.example/login?id=K7Q2-9XHM</a>.',
    );
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(mail.html).not.toMatch(/<img|src=|url\(/);
  });

  it('puts a subject on one line whatever a value holds', () => {
    const mail = renderMail(
      { subject: '{{candidate_name}}', body: 'x' },
      { ...values, candidate_name: 'Evil\r\nBcc: all@example.com' },
    );
    expect(mail.subject).toBe('Evil Bcc: all@example.com');
  });

  it('names unknown placeholders, and what a kind must and must not hold', () => {
    expect(
      unknownPlaceholders('Hi {{ first_name }} {{candidate_name}} {{x}} {{first_name}}'),
    ).toEqual(['first_name', 'x']);
    expect(templateProblem('invitation', 'subject', 'Hi {{first_name}}')).toMatch(
      /^Unknown placeholder \{\{first_name\}\}\. Use one of: \{\{candidate_name\}\},/,
    );
    expect(templateProblem('invitation', 'body', 'Your ID {{one_time_id}}')).toBe(
      'The body must hold {{password}}.',
    );
    expect(templateProblem('invitation', 'subject', 'No password here')).toBeNull();
    expect(templateProblem('not-selected', 'body', '{{login_link}} {{password}}')).toBe(
      'This e-mail cannot hold {{password}}, {{login_link}}.',
    );
  });

  it('says a window in the zone given, across a date line', () => {
    const start = new Date('2026-11-30T04:30:00Z');
    const end = new Date('2026-11-30T07:30:00Z');
    expect(windowWords(start, end, 'Asia/Kolkata')).toBe(
      'from Mon, 30 Nov 2026, 10:00 am to Mon, 30 Nov 2026, 1:00 pm (India Standard Time)',
    );
    expect(windowWords(start, end, 'America/New_York')).toBe(
      'from Sun, 29 Nov 2026, 11:30 pm to Mon, 30 Nov 2026, 2:30 am (Eastern Standard Time)',
    );
    expect(windowWords(null, end, 'Asia/Kolkata')).toBe(
      'at any time until Mon, 30 Nov 2026, 1:00 pm (India Standard Time)',
    );
    expect(windowWords(null, null, 'Asia/Kolkata')).toBe(
      'at any time: your test has no closing date',
    );
  });

  it('states the rules of the rounds the candidate takes', () => {
    const mcq = { questions: 10, secondsPerQuestion: 60, passPercent: 75 };
    expect(rulesText({ mcq, practicalMinutes: 120 })).toContain(
      'Above 75 %, a practical task of 120 minutes follows',
    );
    expect(rulesText({ mcq, practicalMinutes: null })).not.toContain('practical');
    expect(rulesText({ mcq: null, practicalMinutes: 90 })).toBe(
      '- A practical task of 90 minutes, ending in a zip upload.',
    );
  });

  it('keeps paragraphs and line breaks in the HTML', () => {
    expect(htmlOf('a\nb\n\nc', 's')).toContain(
      '<p style="margin:0 0 16px">a<br>b</p>\n<p style="margin:0 0 16px">c</p>',
    );
  });
});
