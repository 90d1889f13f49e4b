/**
 * Output names that put the HR console's code in `assets/hr/`: a chunk all of whose modules are
 * the console's (src/pages/hr-console.tsx, src/pages/hr/, src/features/hr/, the HR API's
 * contract in shared/contract/hr.ts and hr-*.ts, and the chart library only the console loads,
 * uPlot), or the console's with small helpers of shared/ that only the console's chunk asked
 * for (the bundler puts a helper in a page's chunk only when no other page needs it: one that the
 * candidate area shares gets a chunk of its own, which stays where it was). The service worker
 * skips that folder (vite.config.ts), so public visitors' devices never download the console.
 * Libraries the console shares with other pages (formik, yup, axios) stay in their own chunks.
 */
const consoleModule =
  /[\\/](src[\\/](pages[\\/]hr-console\.tsx$|(pages|features)[\\/]hr[\\/])|shared[\\/]contract[\\/]hr(-[a-z-]+)?\.ts$|node_modules[\\/]uplot[\\/])/;
const sharedHelper = /[\\/]shared[\\/][a-z-]+\.ts$/;

export function isHrConsoleChunk(moduleIds: readonly string[]): boolean {
  return (
    moduleIds.some((id) => consoleModule.test(id)) &&
    moduleIds.every((id) => consoleModule.test(id) || sharedHelper.test(id))
  );
}

export const hrConsoleFileNames = {
  chunkFileNames: (chunk: { moduleIds: string[] }) =>
    isHrConsoleChunk(chunk.moduleIds) ? 'assets/hr/[name]-[hash].js' : 'assets/[name]-[hash].js',
  assetFileNames: (asset: { names: string[] }) =>
    asset.names.some((name) => name.startsWith('hr-console'))
      ? 'assets/hr/[name]-[hash][extname]'
      : 'assets/[name]-[hash][extname]',
};
