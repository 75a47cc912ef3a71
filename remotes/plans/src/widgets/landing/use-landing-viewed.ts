/** Tells analytics a landing was seen: once per service and country, however often it renders. */
import { useEffect, useRef } from 'react';
import { analytics } from '@jara/bus/analytics';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';

export function useLandingViewed(service: PlanService, country: CountryCode): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${country}:${service}`;
    if (sent.current === key) return;
    sent.current = key;
    analytics.track('plan_landing_viewed', { service, country });
  }, [service, country]);
}
