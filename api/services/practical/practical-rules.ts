import { hrNotifyAddress, type Config } from '../../config.ts';
import type { HrNoticeRules } from '../../mail/hr-notifications.ts';

/** The practical round's constants, from configuration (as `mcqRulesFrom` for the MCQ test). */
export interface PracticalRules extends HrNoticeRules {
  minutes: number;
  /** An upload completed this long after the deadline still counts as on time. */
  graceSeconds: number;
  /** Past the deadline and grace, an upload begun before stays on time while it keeps this pace. */
  minUploadBytesPerSecond: number;
  /** The MCQ score a `both` candidate must be strictly above. */
  passPercent: number;
  /** The tasks set, in order; empty: every active task. */
  taskIds: readonly string[];
}

export function practicalRulesFrom(config: Config): PracticalRules {
  return {
    minutes: config.PRACTICAL_MINUTES,
    graceSeconds: config.PRACTICAL_GRACE_SECONDS,
    minUploadBytesPerSecond: config.UPLOAD_MIN_KBPS * 1000,
    passPercent: config.MCQ_PASS_PERCENT,
    taskIds: [],
    notifyHr: true,
    siteUrl: config.SITE_URL,
    hrAddress: hrNotifyAddress(config),
    timeZone: config.COMPANY_TIME_ZONE,
  };
}
