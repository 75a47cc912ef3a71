/** Where the landing's buttons lead: the service's own path at the flow's first step. */
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';
import { pathTo } from '@jara/contracts/site-paths';
import { stepSearch } from '../service-page/plan-steps';

export const choosePath = (service: PlanService, country: CountryCode): string =>
  pathTo(service, { country }) + stepSearch('choose');
