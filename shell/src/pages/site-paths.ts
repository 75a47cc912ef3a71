/** Links site pages build beyond the site map's own: the signup form with a service chosen. */
import { pathTo } from '@jara/contracts/site-paths';

export function signupFor(service: string): string {
  return `${pathTo('signup')}?service=${encodeURIComponent(service)}`;
}
