import { hrMailRoutes } from './routes/hr-mail.ts';
import { hrPeopleRoutes } from './routes/hr-people.ts';
import { hrErasureRoutes, hrRetentionRoutes } from './routes/hr-retention.ts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv, GivenDeps } from './http/app-env.ts';
import { errorBody, handleError } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { tagRequest } from './http/request-id.ts';
import { requestMetrics } from './http/request-metrics.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compressLargeResponses } from './http/compression.ts';
import { adminRoutes } from './routes/admin.ts';
import { contactUsRoutes } from './routes/contact-us.ts';
import { healthRoutes } from './routes/health.ts';
import { interviewLoginRoutes } from './routes/interview-login.ts';
import { interviewPracticalRoutes } from './routes/interview-practical.ts';
import { interviewTestRoutes } from './routes/interview-test.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { hrSessionRoutes } from './routes/hr-session.ts';
import { hrStaffRoutes } from './routes/hr-staff.ts';
import { hrCandidateRoutes } from './routes/hr-candidates.ts';
import { hrPracticalRoutes, hrPracticalSubmissionRoutes } from './routes/hr-practical.ts';
import { hrQuestionRoutes } from './routes/hr-questions.ts';
import { hrPracticalTaskRoutes, hrSettingsRoutes } from './routes/hr-settings.ts';
import { hrAssessmentRoutes, hrDriveRoutes } from './routes/hr-assessments.ts';
import { hrEnquiryRoutes, hrNewsletterRoutes } from './routes/hr-inbox.ts';
import { hrAuditRoutes } from './routes/hr-audit.ts';
import { hrAccessLogRoutes, hrLogChainRoutes } from './routes/hr-access-log.ts';
import { hrResultRoutes } from './routes/hr-results.ts';
import { hrBackupRoutes } from './routes/hr-backups.ts';
import { hrBoardRoutes } from './routes/hr-board.ts';
import { createBoardFeed } from './services/hr/board/board-feed.ts';
import { boardRulesFrom } from './services/hr/board/board-rules.ts';
import { createTestCallCache } from './services/mcq/test-call-cache.ts';
import { refuseNulInQuery } from './http/refuse-nul-in-query.ts';
import { interviewNoticeRoutes, privacyNoticeRoutes } from './routes/privacy-notice.ts';
import { hrPrivacySettingsRoutes } from './routes/hr-privacy-settings.ts';
import { metricsRoutes } from './routes/metrics.ts';

export interface CreateAppOptions {
  /** The built site (from `createStaticSite`), mounted after the API; none in API tests and dev. */
  site?: Hono | null;
  logRequests?: boolean;
}

/** The whole HTTP surface: `/api/*` first, then the site. Tests call `createApp(deps).request(…)`. */
export function createApp(given: GivenDeps, options: CreateAppOptions = {}) {
  const deps: AppDeps = {
    ...given,
    testCalls: given.testCalls ?? createTestCallCache(given.database.db),
    // One live-board poller per app, shared by all its board streams.
    boardFeed:
      given.boardFeed ??
      createBoardFeed(given.database.db, given.now, boardRulesFrom(given.config)),
  };
  const app = new Hono<AppEnv>();
  // First, so a request's time includes every other middleware.
  if (deps.metrics) app.use('*', requestMetrics(deps.metrics));
  app.use('*', tagRequest);
  if (options.logRequests ?? deps.config.LOG_REQUESTS) app.use('*', requestLog);
  app.use('*', ...securityHeaders(deps.config.TRUST_PROXY));
  app.use('*', compressLargeResponses());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-user and live: never cached by browsers, proxies or the service worker.
    // An event stream also says no-cache (what proxies look for in a stream) and no-transform (no
    // proxy may compress or re-chunk it, which would hold its events back).
    // Set on the response's own headers, as Hono's secure headers are: `c.header()` after the
    // handler makes @hono/node-server turn its light response into a full one with a body stream
    // (about 4 % of the main thread in a profile of 1,000 candidates).
    const stream = c.res.headers.get('Content-Type')?.startsWith('text/event-stream');
    // The one exception: a public answer that says so itself (`GET /api/privacy/notice`), the
    // same for everyone, may be kept briefly.
    if (c.res.headers.get('Cache-Control')?.startsWith('public,')) return;
    c.res.headers.set('Cache-Control', stream ? 'no-cache, no-store, no-transform' : 'no-store');
  });
  app.use('/api/*', refuseNulInQuery);

  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/interview', interviewLoginRoutes)
    .route('/interview/test', interviewTestRoutes)
    .route('/interview', interviewPracticalRoutes)
    .route('/interview', interviewNoticeRoutes)
    .route('/privacy', privacyNoticeRoutes)
    // Spelt as in the spec (section 7): the path is a public contract.
    .route('/contcatUs', contactUsRoutes)
    .route('/newsletter', newsletterRoutes)
    // The HR console's automation API (docs/hr-api.md): a staff session cookie, not a token.
    .route('/hr/session', hrSessionRoutes)
    .route('/hr/staff', hrStaffRoutes)
    // Before `/hr/candidates`: a request it answers does not run that router's session check too.
    .route('/hr/candidates/:id/practical', hrPracticalSubmissionRoutes)
    .route('/hr/candidates', hrCandidateRoutes)
    .route('/hr/practical', hrPracticalRoutes)
    .route('/hr/questions', hrQuestionRoutes)
    .route('/hr/settings', hrSettingsRoutes)
    .route('/hr/assessments', hrAssessmentRoutes)
    .route('/hr/drives', hrDriveRoutes)
    .route('/hr/practical-tasks', hrPracticalTaskRoutes)
    .route('/hr/enquiries', hrEnquiryRoutes)
    .route('/hr/newsletter', hrNewsletterRoutes)
    .route('/hr/audit', hrAuditRoutes)
    .route('/hr/access-log', hrAccessLogRoutes)
    .route('/hr/log-chains', hrLogChainRoutes)
    .route('/hr/mail', hrMailRoutes)
    .route('/hr/people', hrPeopleRoutes)
    .route('/hr/retention', hrRetentionRoutes)
    .route('/hr/erasures', hrErasureRoutes)
    .route('/hr/backups', hrBackupRoutes)
    .route('/hr/board', hrBoardRoutes)
    .route('/hr/privacy/settings', hrPrivacySettingsRoutes)
    .route('/hr', hrResultRoutes)
    .route('/admin', adminRoutes);
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody(`Not found: ${c.req.method} ${c.req.path}`), 404));
  // On the public port only with a token; the listener off it is `metricsListenerApp` (main.ts).
  if (deps.metrics && deps.config.METRICS_TOKEN) app.route('/metrics', metricsRoutes);

  if (options.site) app.route('/', options.site);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
