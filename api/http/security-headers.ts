import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

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
 * Security headers on every response (with the Permissions-Policy above). Scripts only from our origin (no inline scripts exist: the
 * prerendered pages carry no hydration payload); inline *styles* are allowed because React and
 * Swiper set style attributes. HSTS only when the request reached us over HTTPS.
 */
export const securityHeaders = [
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
    const forwardedProto = c.req.header('x-forwarded-proto');
    if (forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:') {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  }),
];
