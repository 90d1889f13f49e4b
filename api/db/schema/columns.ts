import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * A moment in time, stored with its time zone (`timestamp with time zone`): every time the
 * server keeps is one, so no reader has to guess the zone a value was written in.
 */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Bytes (`bytea`), read back as a Buffer whichever driver (PGlite, node-postgres) gave them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
