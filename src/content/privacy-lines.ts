import { defaultPrivacySettings } from '../../shared/privacy/privacy-defaults.ts';
import { publicFormLines } from '../../shared/privacy/candidate-notice.ts';

/**
 * The lines under the public forms, from the default settings at build time: the forms are on
 * every page (the footer's), so they ask the server nothing; /privacy shows the figures in force.
 */
export const formLines = publicFormLines(defaultPrivacySettings);
