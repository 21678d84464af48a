import { usePathname } from '@greencard/step';
import { usePageRoutes } from './pageRoutes';
import { routeAt, type MatchedRoute } from './routeTable';

export function useRoute(): MatchedRoute & { pathname: string } {
  const pathname = usePathname();
  return { pathname, ...routeAt(usePageRoutes(), pathname) };
}
