/** Stub: the service's landing page (issue 12, built by the landing helper). */
import type { PlanService } from '@jara/contracts/plans';

export function ServiceLanding({ service }: { service: PlanService }) {
  return <h1>{service === 'laundry' ? 'Laundry' : 'Cleaning'}</h1>;
}
