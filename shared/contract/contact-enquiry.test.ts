import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  sampleEnquiryForm as valid,
  sampleEnquiryRequest,
} from '../test-support/sample-enquiry.ts';
import {
  contactEnquirySchema,
  contactFormSchema,
  toContactEnquiryRequest,
} from './contact-enquiry.ts';

async function messageOf(check: Promise<unknown>): Promise<string | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('the contact enquiry contract', () => {
  it.each([
    ['user_name', ''],
    ['user_email', ''],
    ['user_email', 'not-an-address'],
    ['user_phone', ''],
    ['user_phone', '+0261400274'],
    ['user_subject', ' '],
    ['message', ''],
    ['message', 'x'.repeat(5001)],
  ] as const)('gives the form and the API the same message for %s = %j', async (field, value) => {
    const form = { ...valid, [field]: value };
    const formMessage = await messageOf(contactFormSchema.validate(form));
    const apiMessage = await messageOf(
      contactEnquirySchema.validate(toContactEnquiryRequest(form)),
    );
    expect(formMessage).not.toBeNull();
    expect(apiMessage).toBe(formMessage);
  });

  it("maps the form's field names to the API's", () => {
    expect(toContactEnquiryRequest(valid)).toEqual(sampleEnquiryRequest);
  });
});
