import { usePathname } from '@greencard/step';
import { matchRoute, type MatchedRoute } from './routes';

export function useRoute(): MatchedRoute & { pathname: string } {
  const pathname = usePathname();
  return { pathname, ...matchRoute(pathname) };
}
