/**
 * What happens each time a step shows: product hears of it (to see where people stop), the shell
 * learns the page is ready, and on a change of step the focus moves to its heading so a screen
 * reader starts there.
 */
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from '@jara/bus/analytics';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanKind, PlanService } from '@jara/contracts/plans';
import { usePageReady } from '@jara/parcel/use-page-ready';
import type { PlanStep } from '../service-page/plan-steps';

interface Shown {
  service: PlanService;
  step: PlanStep;
  kind: PlanKind;
  country: CountryCode;
  /** False while the step waits to be sent to an earlier one. */
  showing: boolean;
}

export function useStepShown(
  { service, step, kind, country, showing }: Shown,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const { pathname } = useLocation();
  usePageReady(pathname, showing);
  const previous = useRef<PlanStep | null>(null);
  // The kind at the moment the step shows: changing it on the step is not a new view.
  const track = useEffectEvent(() =>
    analytics.track('plan_step_viewed', { service, step, kind, country }),
  );

  useEffect(() => {
    if (!showing) return;
    track();
    if (previous.current !== null && previous.current !== step) heading.current?.focus();
    previous.current = step;
  }, [service, step, country, showing, heading]);
}
