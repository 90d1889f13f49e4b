import { object, type InferType } from 'yup';
import { strictText, trimmedText } from './text.ts';

/** `POST /api/interview/one-time-login`, validated by the login form and by the API (spec §5). */
export const oneTimeLoginSchema = object({
  oneTimeId: trimmedText('One-Time ID')
    .required('One-Time ID is required')
    .max(64, 'One-Time ID must be at most 64 characters'),
  password: strictText('Password')
    .required('Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
});

export type OneTimeLogin = InferType<typeof oneTimeLoginSchema>;
