import type { FormikHelpers } from 'formik';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactFormValues } from '../../../shared/contract/contact-enquiry.ts';
import { mountHook } from '../../test-support/mount-hook.tsx';
import { useEnquirySubmit } from './use-enquiry-submit.ts';

const sender = vi.hoisted(() => ({
  submitEnquiry: vi.fn(),
  startEnquiryReplay: vi.fn(),
  savedNoticeId: (key: string) => `saved-${key}`,
}));
vi.mock('./enquiry-sender.ts', () => sender);
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), notice: vi.fn() }));
vi.mock('../../components/toast.ts', () => ({ notify: toasts }));

const values: ContactFormValues = {
  user_name: 'Asha Patel',
  user_email: 'asha@example.com',
  user_phone: '+919876543210',
  user_subject: 'A clinic app',
  message: 'We need an appointment app.',
  website: '',
};

describe('the Project Enquiry submit', () => {
  it('sends one enquiry when submitted twice before the busy render, then resets the form', async () => {
    let answer: (value: unknown) => void = () => {};
    sender.submitEnquiry.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const hook = mountHook(useEnquirySubmit);
    const form = { resetForm: vi.fn() } as unknown as FormikHelpers<ContactFormValues>;
    await act(async () => {
      const first = hook.value(values, form);
      const second = hook.value(values, form);
      await vi.waitFor(() => expect(sender.submitEnquiry).toHaveBeenCalled());
      answer({ kind: 'sent' });
      await Promise.all([first, second]);
    });
    expect(sender.submitEnquiry).toHaveBeenCalledTimes(1);
    expect(sender.submitEnquiry).toHaveBeenCalledWith({
      name: 'Asha Patel',
      email: 'asha@example.com',
      contact: '+919876543210',
      subject: 'A clinic app',
      message: 'We need an appointment app.',
      website: '',
    });
    expect(toasts.success).toHaveBeenCalledWith('Contact form submitted successfully!');
    expect(form.resetForm).toHaveBeenCalledTimes(1);
    // Mounting the form resumed the outbox of earlier visits.
    expect(sender.startEnquiryReplay).toHaveBeenCalledTimes(1);
    hook.unmount();
  });
});
