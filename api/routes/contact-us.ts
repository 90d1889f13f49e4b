import { fail } from '../domain/errors.ts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import {
  contactEnquirySchema,
  idempotencyKeyHeader,
  idempotencyKeyPattern,
} from '../../shared/contract/contact-enquiry.ts';
import { contactErrorBody, errorHandler } from '../http/errors.ts';
import { rateLimitGuard } from '../http/rate-limit-guard.ts';
import { validateJson } from '../http/validate-json.ts';
import { log } from '../lib/log.ts';
import { recordEnquiry } from '../services/contact-enquiries.ts';

/** The five fields at their longest fit in about 11 kB of JSON; anything far bigger is not a form. */
const maxBodyBytes = 32 * 1024;

export const enquiryReceivedMessage = 'Contact form submitted successfully!';

const checkIdempotencyKey = createMiddleware(async (c, next) => {
  const key = c.req.header(idempotencyKeyHeader);
  if (key !== undefined && !idempotencyKeyPattern.test(key)) {
    throw fail.invalid(
      `${idempotencyKeyHeader} must be 16 to 100 letters, digits, hyphens or underscores.`,
    );
  }
  await next();
});

/**
 * `POST /api/contcatUs/create` (path and the `sucess` flag spelt as in spec section 7). Every
 * answer, errors included, is `{ sucess, message }`.
 */
export const contactUsRoutes = new Hono<AppEnv>()
  .post(
    '/create',
    checkIdempotencyKey,
    ...validateJson(contactEnquirySchema, { maxBytes: maxBodyBytes, shape: contactErrorBody }),
    rateLimitGuard({
      name: 'contact',
      limit: (config) => config.CONTACT_RATE_LIMIT,
      windowSeconds: (config) => config.FORMS_RATE_WINDOW_SECONDS,
      message: (wait) =>
        `Too many enquiries from your network. Please try again in ${wait}, or call or e-mail us.`,
    }),
    async (c) => {
      const enquiry = c.req.valid('json');
      const { config, database, now } = c.var.deps;
      if (enquiry.website.trim() !== '') {
        // A bot filled the honeypot: answer as if stored, so it learns nothing, and keep nothing.
        log.info('discarded an enquiry that filled the honeypot field');
        return c.json({ sucess: true, message: enquiryReceivedMessage }, 201);
      }
      const outcome = await recordEnquiry(database.db, enquiry, {
        idempotencyKey: c.req.header(idempotencyKeyHeader) ?? null,
        now: now(),
        inbox: config.CONTACT_INBOX_EMAIL,
      });
      return c.json(
        { sucess: true, message: enquiryReceivedMessage },
        outcome === 'created' ? 201 : 200,
      );
    },
  )
  .onError(errorHandler(contactErrorBody));
