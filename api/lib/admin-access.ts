import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How `npm run backup` reaches the running server: the server writes its port and a fresh random
 * token to DATA_DIR/admin-access.json (readable by its owner only) at every start and removes it
 * when it stops. Whoever can read the data directory can read the data anyway; nobody else can
 * call the local admin route.
 */
export const adminAccessFile = 'admin-access.json';

export interface AdminAccess {
  port: number;
  token: string;
  pid: number;
}

/** A fresh token for the local admin route; the app checks it before the server listens. */
export function newAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Written once the server listens, with the port it got (PORT=0 lets the system choose). */
export async function writeAdminAccess(
  dataDir: string,
  port: number,
  token: string,
): Promise<void> {
  const access: AdminAccess = { port, token, pid: process.pid };
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, adminAccessFile);
  // Written beside and renamed: never readable half-written, and 0600 even over an older file.
  await writeFile(`${file}.partial`, JSON.stringify(access), { mode: 0o600 });
  await rename(`${file}.partial`, file);
}

export async function readAdminAccess(dataDir: string): Promise<AdminAccess | null> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, adminAccessFile), 'utf8')) as AdminAccess;
  } catch {
    return null;
  }
}

export async function removeAdminAccess(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, adminAccessFile), { force: true });
}
