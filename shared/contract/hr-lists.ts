/**
 * The sorts and filters of the HR console's lists (docs/hr-api.md), read by the API's validators
 * and offered by the console, so a column the console sorts by is one the server accepts. The
 * first sort of each list is its default.
 */

export const staffSorts = ['email', 'name', 'role', 'lastSignInAt', 'createdAt'] as const;
export type StaffSort = (typeof staffSorts)[number];

/** `active`: may sign in (a temporary password still to change included); `disabled`: may not. */
export const staffStatuses = ['active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const enquirySorts = ['createdAt', 'name', 'email', 'subject', 'status'] as const;
export type EnquirySort = (typeof enquirySorts)[number];

export const subscriberSorts = ['subscribedAt', 'email', 'unsubscribedAt'] as const;
export type SubscriberSort = (typeof subscriberSorts)[number];

/** `actor`: the staff member's e-mail (the server's own rows, with none, come last). */
export const auditSorts = ['at', 'actor', 'action', 'entityType'] as const;
export type AuditSort = (typeof auditSorts)[number];

export type SortDirection = 'asc' | 'desc';
