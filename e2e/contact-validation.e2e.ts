import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';
import { enquiryForm, field, gotoEnquiryForm, gotoHydrated } from './support/enquiry-form.ts';

const browser = useBrowser();

/** The messages shown in the form, each with the label of the field it is under. */
const shownErrors = (page: Page) =>
  enquiryForm(page)
    .locator('.enquiry-form__error')
    .evaluateAll((els) =>
      els.map((el) => [
        el.closest('.enquiry-form__field')?.querySelector('label')?.textContent ?? '',
        el.textContent ?? '',
      ]),
    );

async function touch(page: Page, label: string) {
  await field(page, label).focus();
  await field(page, label).blur();
}

describe('Project Enquiry form validation', () => {
  it('keeps Send disabled until the form is live, so no native submission can reload the page', async () => {
    const { page, context } = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto('/contact');
    expect(await enquiryForm(page).getByRole('button', { name: 'Send Enquiry' }).isDisabled()).toBe(
      true,
    );
    await context.close();

    const live = await newPage(browser());
    await gotoEnquiryForm(live.page);
    expect(
      await enquiryForm(live.page).getByRole('button', { name: 'Send Enquiry' }).isEnabled(),
    ).toBe(true);
    await live.context.close();
  });

  it("keeps what a visitor typed while the form's code was still loading", async () => {
    const { page, context, problems } = await newPage(browser(), {
      viewport: { width: 412, height: 823 },
    });
    // Hold the form's code until the visitor has typed (focusing the form is what asks for it).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/project-enquiry-form-[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/contact');
    const send = enquiryForm(page).getByRole('button', { name: 'Send Enquiry' });
    await field(page, 'Name').click();
    await page.keyboard.type('Asha Patel');
    await field(page, 'Phone Number').click();
    await page.keyboard.type('98765');
    expect(asked).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    release();
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await field(page, 'Name').inputValue()).toBe('Asha Patel');
    // The caret stays where it was: typing goes on in the phone field.
    await page.keyboard.type('43210');
    expect(await field(page, 'Phone Number').inputValue()).toBe('+91 98765-43210');
    // The form holds the values too, not only the screen: no "required" for them on leaving.
    await touch(page, 'Name');
    await touch(page, 'Phone Number');
    expect(await shownErrors(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each required message under its field once the field is touched, not before', async () => {
    const { page, context, problems } = await newPage(browser());
    await gotoEnquiryForm(page);
    expect(await page.getByRole('heading', { name: 'Project Enquiry' }).count()).toBe(1);
    expect(await shownErrors(page)).toEqual([]);

    const expected: [string, string][] = [];
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      await touch(page, label);
      expected.push([label, message]);
      await expect.poll(() => shownErrors(page)).toEqual(expected);
      // The message is tied to its input for assistive technology.
      const input = field(page, label);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await input.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says "Invalid email address" and "Phone number is not valid" for malformed values', async () => {
    const { page, context } = await newPage(browser());
    await gotoEnquiryForm(page);
    await field(page, 'Email').fill('asha.example.com');
    await field(page, 'Email').blur();
    await expect.poll(() => shownErrors(page)).toEqual([['Email', 'Invalid email address']]);
    await field(page, 'Email').fill('asha@example.com');
    await expect.poll(() => shownErrors(page)).toEqual([]);

    // A number may not start with 0 (the pattern wants a non-zero first digit).
    const phone = field(page, 'Phone Number');
    await phone.click();
    await phone.press('Control+A');
    await phone.pressSequentially('+0123');
    await phone.blur();
    await expect
      .poll(() => shownErrors(page))
      .toEqual([['Phone Number', 'Phone number is not valid']]);
    await context.close();
  });

  it('treats a phone input holding only the +91 country code as empty', async () => {
    const { page, context } = await newPage(browser());
    await gotoEnquiryForm(page);
    const phone = field(page, 'Phone Number');
    expect(await phone.inputValue()).toBe('+91');
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('98');
    await phone.press('Backspace');
    await phone.press('Backspace');
    expect(await phone.inputValue()).toBe('+91');
    await phone.blur();
    await expect
      .poll(() => shownErrors(page))
      .toEqual([['Phone Number', 'Phone number is required']]);
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('9876543210');
    await expect.poll(() => shownErrors(page)).toEqual([]);
    expect(await phone.inputValue()).toBe('+91 98765-43210');
    await context.close();
  });

  it('shows every message at once when submitted empty, and sends nothing', async () => {
    const { page, context } = await newPage(browser());
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/contcatUs/create')) posted += 1;
    });
    await gotoEnquiryForm(page);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect
      .poll(() => shownErrors(page))
      .toEqual([
        ['Name', 'Name is required'],
        ['Email', 'Email is required'],
        ['Phone Number', 'Phone number is required'],
        ['Subject', 'Subject is required'],
        ['Message', 'Message is required'],
      ]);
    expect(posted).toBe(0);
    await context.close();
  });
});
