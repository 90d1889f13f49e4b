import type { RouteObject } from 'react-router-dom';
import { pageRoute } from './page-route.ts';

/**
 * `/hr` and everything under it: the staff console, one lazy page (src/pages/hr-console.tsx) that
 * picks its section from the path (src/pages/hr/hr-console-app.tsx). Each section sets its own
 * tab title (src/features/hr/use-section-title.ts).
 */
export const hrConsoleRoute: RouteObject = pageRoute({
  path: 'hr/*',
  page: 'hr-console',
  meta: {
    title: 'HR console',
    description: 'The HR console of Suryaloom Technologies, for staff.',
    noIndex: true,
  },
});
