import { object, string, type InferType } from 'yup';

/** `POST /api/interview/one-time-login`, validated by the login form and by the API (spec §5). */
export const oneTimeLoginSchema = object({
  oneTimeId: string()
    .trim()
    .required('One-Time ID is required')
    .max(64, 'One-Time ID must be at most 64 characters'),
  password: string()
    .required('Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
});

export type OneTimeLogin = InferType<typeof oneTimeLoginSchema>;
