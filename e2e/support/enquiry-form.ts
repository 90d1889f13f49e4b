import type { Page } from 'playwright-core';

export const enquiry = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phoneDigits: '9876543210',
  subject: 'A booking app for our clinics',
  message: 'We run four clinics in Surat and need an appointment app.',
};

import { gotoHydrated } from './public-routes.ts';

export { gotoHydrated };

export const enquiryForm = (page: Page) => page.getByRole('form', { name: 'Project Enquiry' });

/**
 * Opens `path` (the contact page by default) and waits until the enquiry form is live: its code
 * loads after the page hydrates, and its Send button is enabled only then.
 */
export async function gotoEnquiryForm(page: Page, path = '/contact'): Promise<void> {
  await gotoHydrated(page, path);
  // The form's code loads when the visitor comes near it, as a visitor scrolling to it does.
  await page.locator('.enquiry-section').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const send = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Send Enquiry',
    );
    // The live form also loads the toast code, which must be there before a test goes offline
    // (the "saved on this device" notice is a toast).
    return send && !send.disabled && document.documentElement.dataset.toasts === 'ready';
  });
}

export const field = (page: Page, label: string) =>
  enquiryForm(page).getByLabel(label, { exact: true });

/** Fills every field but the message like a visitor (the phone input starts at +91). */
export async function fillContactDetails(
  page: Page,
  values: Partial<typeof enquiry> = {},
): Promise<void> {
  const v = { ...enquiry, ...values };
  await field(page, 'Name').fill(v.name);
  await field(page, 'Email').fill(v.email);
  await field(page, 'Phone Number').click();
  await field(page, 'Phone Number').press('End');
  await field(page, 'Phone Number').pressSequentially(v.phoneDigits);
  await field(page, 'Subject').fill(v.subject);
}

/** Fills the whole Project Enquiry form like a visitor. */
export async function fillEnquiry(page: Page, values: Partial<typeof enquiry> = {}): Promise<void> {
  await fillContactDetails(page, values);
  await field(page, 'Message').fill(values.message ?? enquiry.message);
}

/** The toast of an enquiry the server has stored. */
export const sentToast = 'Contact form submitted successfully!';

/** The text of the toasts on screen. */
export const toastTexts = (page: Page) =>
  page.locator('.Toastify__toast').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
