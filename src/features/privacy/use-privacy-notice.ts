import { useEffect, useState } from 'react';
import { defaultPrivacySettings } from '../../../shared/privacy/privacy-defaults.ts';
import {
  candidateNotice,
  publicFormLines,
  type PrivacyNoticeView,
} from '../../../shared/privacy/candidate-notice.ts';

/**
 * The notices as the build knows them: from the default settings, so the prerendered /privacy
 * page reads whole before any script (and offline, from the service worker's copy).
 */
export const defaultNoticeView: Omit<PrivacyNoticeView, 'version'> = {
  candidate: candidateNotice(defaultPrivacySettings, { general: true }),
  publicLines: publicFormLines(defaultPrivacySettings),
  company: {
    name: defaultPrivacySettings.companyName,
    address: defaultPrivacySettings.companyAddress,
  },
  grievance: {
    officer: defaultPrivacySettings.grievanceOfficer,
    email: defaultPrivacySettings.grievanceEmail,
    phone: defaultPrivacySettings.grievancePhone,
  },
};

/**
 * The notices in force (`GET /api/privacy/notice`): the defaults first, then what the company's
 * settings say once the server answers. No answer keeps the defaults: the page never goes blank.
 */
export function usePrivacyNotice(): Omit<PrivacyNoticeView, 'version'> {
  const [view, setView] = useState(defaultNoticeView);
  useEffect(() => {
    let current = true;
    fetch('/api/privacy/notice')
      .then((res) => (res.ok ? (res.json() as Promise<{ data: PrivacyNoticeView }>) : null))
      .then((body) => {
        if (current && body?.data) setView(body.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return view;
}
