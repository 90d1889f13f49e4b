import type { ConfigEnv, UserConfig } from 'vite';

/**
 * A plugin's `apply` for the client build alone (`vite build` without `--ssr`): what such a
 * plugin writes belongs in the client's output, never in the SSR or server bundle.
 */
export function inClientBuild(config: UserConfig, env: ConfigEnv): boolean {
  return env.command === 'build' && !config.build?.ssr;
}
