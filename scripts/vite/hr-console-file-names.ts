/**
 * Output names that put the HR console's code in `assets/hr/`: a chunk all of whose modules are
 * the console's (src/pages/hr-console.tsx, src/pages/hr/, src/features/hr/, and the HR API's
 * contract in shared/contract/hr.ts, which only the console imports), and its stylesheet. The service worker
 * skips that folder (vite.config.ts), so public visitors' devices never download the console.
 * Libraries the console shares with other pages (formik, yup, axios) stay in their own chunks.
 */
const consoleModule =
  /[\\/](src[\\/](pages[\\/]hr-console\.tsx$|(pages|features)[\\/]hr[\\/])|shared[\\/]contract[\\/]hr\.ts$)/;

export function isHrConsoleChunk(moduleIds: readonly string[]): boolean {
  return moduleIds.length > 0 && moduleIds.every((id) => consoleModule.test(id));
}

export const hrConsoleFileNames = {
  chunkFileNames: (chunk: { moduleIds: string[] }) =>
    isHrConsoleChunk(chunk.moduleIds) ? 'assets/hr/[name]-[hash].js' : 'assets/[name]-[hash].js',
  assetFileNames: (asset: { names: string[] }) =>
    asset.names.some((name) => name.startsWith('hr-console'))
      ? 'assets/hr/[name]-[hash][extname]'
      : 'assets/[name]-[hash][extname]',
};
