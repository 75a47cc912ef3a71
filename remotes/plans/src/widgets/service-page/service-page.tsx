/**
 * One service's page: its landing without a step, the plan flow's step with one. The landing and
 * the flow are separate chunks, so a visitor reading the landing does not download the flow.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { PlanService } from '@jara/contracts/plans';
import { Skeleton } from '@jara/ui/skeleton';
import { stepOf } from './plan-steps';

const ServiceLanding = lazy(() =>
  import(/* webpackChunkName: "plan-landing" */ '../landing/service-landing').then((m) => ({
    default: m.ServiceLanding,
  })),
);
const PlanFlow = lazy(() =>
  import(/* webpackChunkName: "plan-flow" */ '../plan-flow/plan-flow').then((m) => ({
    default: m.PlanFlow,
  })),
);

export function ServicePage({ service }: { service: PlanService }) {
  const step = stepOf(useLocation().search);
  return (
    <Suspense fallback={<Skeleton height="24rem" />}>
      {step ? <PlanFlow service={service} step={step} /> : <ServiceLanding service={service} />}
    </Suspense>
  );
}
