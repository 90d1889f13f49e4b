import { describe, expect, it } from 'vitest';
import { defaultPrivacySettings } from '../contract/hr-privacy.ts';
import { candidateNotice, noticeText, periodInWords, publicFormLines } from './candidate-notice.ts';

const settings = {
  ...defaultPrivacySettings,
  companyName: 'Example Labs Private Limited',
  companyAddress: '1 Ring Road, Surat 395001, Gujarat, India',
  grievanceOfficer: 'Asha Mehta',
  grievanceEmail: 'privacy@example.test',
  grievancePhone: '+91 98765 43210',
  candidateRetentionDays: 180,
};

describe('candidateNotice', () => {
  const text = noticeText(candidateNotice(settings));

  it('names what is collected, focus events and the network address included', () => {
    expect(text).toContain('Your name, e-mail address, phone number and the one-time ID');
    expect(text).toContain('when the tab is hidden, when you leave the test window');
    expect(text).toContain('when the page is reloaded');
    expect(text).toContain('network (IP) address');
    expect(text).toContain('the code you upload');
  });

  it('says signals go to a person and are never an automatic verdict', () => {
    expect(text).toContain('no automatic verdict');
  });

  it('states the period, who sees it, the rights, the contact and the Data Fiduciary', () => {
    expect(text).toContain('For 6 months after the last decision of your recruitment drive');
    expect(text).toContain('erased automatically');
    expect(text).toContain('Every time one of them opens your data, it is logged.');
    expect(text).toContain('to see the data we hold about you, to correct it, or to erase it');
    expect(text).toContain('To ask, write to Asha Mehta, privacy@example.test, +91 98765 43210.');
    expect(text).toContain(
      'The Data Fiduciary is Example Labs Private Limited, 1 Ring Road, Surat 395001, Gujarat, India.',
    );
  });

  it('takes the drive’s own period when it has one', () => {
    const own = noticeText(candidateNotice(settings, { retentionDays: 30 }));
    expect(own).toContain('For 30 days after the last decision of your recruitment drive');
  });

  it('says "usually" on the public page, where there is no drive', () => {
    const general = noticeText(candidateNotice(settings, { general: true }));
    expect(general).toContain('Usually for 6 months after the last decision');
  });

  it('changes its text with any setting it names', () => {
    const other = noticeText(candidateNotice({ ...settings, grievancePhone: '+91 1' }));
    expect(other).not.toBe(text);
  });
});

describe('periodInWords', () => {
  it.each([
    [365, '12 months'],
    [730, '2 years'],
    [180, '6 months'],
    [30, '30 days'],
    [45, '45 days'],
    [1, '1 day'],
  ])('says %i days as "%s"', (days, words) => {
    expect(periodInWords(days)).toBe(words);
  });
});

describe('publicFormLines', () => {
  it('says how long an enquiry and an address are kept', () => {
    expect(publicFormLines(defaultPrivacySettings)).toEqual({
      enquiry: 'We keep your message for 12 months to answer it.',
      newsletter: 'We keep your address until you unsubscribe, then for 30 days.',
    });
  });
});
