import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { pageBootScript } from '../../shared/page-boot-script.ts';
import { overHttps } from './over-https.ts';

/**
 * Powerful features the site never uses are off for it and for anything it embeds (the map);
 * the screen wake lock stays on for our own pages, which keep the screen awake during the test.
 * Only features Chromium knows are named: an unknown one is a console error on every page.
 */
export const permissionsPolicy = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  publickeyCredentialsGet: [],
  serial: [],
  usb: [],
  screenWakeLock: ['self'],
};

/**
 * The CSP source that allows the prerendered pages' one inline script, by the hash of its text
 * (shared/page-boot-script.ts): no other inline script can run.
 */
export const pageBootScriptSource = `'sha256-${createHash('sha256').update(pageBootScript).digest('base64')}'`;

/**
 * Security headers on every response (with the Permissions-Policy above). Scripts only from our
 * origin, plus the page boot script allowed by its hash (the prerendered pages carry no hydration
 * payload); inline *styles* are allowed because React and Swiper set style attributes, and the
 * prerendered pages inline their CSS. HSTS only when the request reached us over HTTPS: TLS, or
 * X-Forwarded-Proto from a proxy `trustProxy` (TRUST_PROXY) names (`over-https.ts`).
 */
export const securityHeaders = (trustProxy: string) => [
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", pageBootScriptSource],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy,
  }),
  createMiddleware(async (c, next) => {
    await next();
    if (overHttps(c, trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  }),
];
