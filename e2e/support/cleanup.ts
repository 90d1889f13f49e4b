import { afterAll } from 'vitest';
import { stopLeftoverServers } from './server.ts';

// After every test file, pass or fail: no server it started outlives it.
afterAll(stopLeftoverServers);
