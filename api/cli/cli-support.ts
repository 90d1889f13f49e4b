import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config.ts';

/** Prints the reason and stops with exit code 1. */
export function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The server's configuration, read as `npm start` reads it: the environment, then `.env`. */
export function loadCliConfig(): Config {
  // Variables already set win over the file, as with `node --env-file` (what npm start uses).
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(`${error.message}\nSee .env.example for every setting.`);
    throw error;
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
