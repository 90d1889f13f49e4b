import type { Config } from '../../config.ts';

/** The practical round's constants, from configuration (as `mcqRulesFrom` for the MCQ test). */
export interface PracticalRules {
  minutes: number;
  /** An upload begun this long after the deadline still counts as on time. */
  graceSeconds: number;
  /** The MCQ score a `both` candidate must be strictly above. */
  passPercent: number;
}

export function practicalRulesFrom(config: Config): PracticalRules {
  return {
    minutes: config.PRACTICAL_MINUTES,
    graceSeconds: config.PRACTICAL_GRACE_SECONDS,
    passPercent: config.MCQ_PASS_PERCENT,
  };
}
