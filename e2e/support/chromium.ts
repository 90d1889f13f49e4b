import { existsSync } from 'node:fs';

/** Where Debian (and most Linux distributions) put Chromium; CHROMIUM_PATH overrides. */
const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

/**
 * Flags headless Chromium needs on these machines (stack notes): no sandbox as root, no network
 * chatter. Playwright gives every launch a fresh profile; persistent contexts pass their own.
 */
export function chromiumArgs(): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65's chromiumSwitches.ts).
 * Chromium honours only the last `--disable-features` switch on its command line, so a launch that
 * disables more features must repeat these; `e2e/chromium-flags.e2e.ts` fails when Playwright's
 * list changes.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser features that cost a test CPU and test nothing of ours. Every new context (a test's
 * fresh visitor) opened a window whose hidden address bar loaded its WebUI popup in a renderer
 * of its own, and Chromium kept a spare renderer warm beside it: three renderer processes per
 * context instead of one. On two cores, where forking a renderer costs about 0.4 s of CPU, that
 * was half of Chromium's CPU in the browser tests (66 s against 34 s for ten contexts of four page
 * loads each, 2026-11-27). Pages render and behave the same.
 */
export const featuresTestsDoNotNeed = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'SpareRendererForSitePerProcess',
];

/** The flags for a Chromium that playwright-core launches (tests, icon and media scripts). */
export function playwrightChromiumArgs(): string[] {
  return [
    ...chromiumArgs(),
    `--disable-features=${[...playwrightDisabledFeatures, ...featuresTestsDoNotNeed].join(',')}`,
  ];
}
