import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireCandidate } from '../http/require-candidate.ts';
import { validateJson } from '../http/validate-json.ts';
import { noticeAcknowledgementSchema } from '../../shared/contract/privacy-notice.ts';
import { acknowledgeNotice, publicNoticeView } from '../services/privacy/candidate-notice.ts';

/**
 * How long browsers and proxies may keep `GET /api/privacy/notice`: the notices change only when
 * an admin saves the privacy settings, and a minute-old copy on the public page harms no one (a
 * candidate acknowledges the version their own progress names, never this copy).
 */
export const noticeMaxAgeSeconds = 60;

/** `GET /api/privacy/notice`, public: the notices in force, for the /privacy page. */
export const privacyNoticeRoutes = new Hono<AppEnv>().get('/notice', async (c) => {
  const view = await publicNoticeView(c.var.deps.database.db);
  c.header('Cache-Control', `public, max-age=${noticeMaxAgeSeconds}`);
  return c.json({ success: true, data: view });
});

/**
 * `POST /api/interview/privacy-notice`: the candidate acknowledges the notice they read (its
 * version). A version that is not the one in force is a 409: they must read the new text.
 */
export const interviewNoticeRoutes = new Hono<AppEnv>().post(
  '/privacy-notice',
  requireCandidate('any'),
  ...validateJson(noticeAcknowledgementSchema),
  async (c) => {
    const { deps, candidate } = c.var;
    const acknowledged = await acknowledgeNotice(
      deps.database.db,
      candidate,
      c.req.valid('json').version,
      deps.now(),
    );
    return c.json({ success: true, message: 'Thank you. You can go on.', data: acknowledged });
  },
);
