import { chromium } from 'playwright-core';
import { findChromium, playwrightChromiumArgs } from '../../e2e/support/chromium.ts';

/** One picture to draw: the SVG, the PNG's size in pixels and where to write it. */
export interface RasterJob {
  svg: string;
  width: number;
  height: number;
  file: string;
}

/**
 * Rasterises SVGs to PNGs with Debian's Chromium, one page for all of them, keeping transparency
 * (the PWA icons and the site's media).
 */
export async function rasterise(jobs: RasterJob[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: playwrightChromiumArgs(),
  });
  const page = await browser.newPage();
  for (const job of jobs) {
    await page.setViewportSize({ width: job.width, height: job.height });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${job.svg}`);
    await page.screenshot({ path: job.file, omitBackground: true });
  }
  await browser.close();
}
