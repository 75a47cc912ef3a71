/**
 * /subscription: a signed-in plan customer's own plans first, then the ready-made plans side by
 * side for anyone; a visitor is offered the plan sign-in.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { useParcelProps } from '@jara/parcel/parcel';
import { usePageReady } from '@jara/parcel/use-page-ready';
import { planCatalogueQuery } from '@jara/query/plan-queries';
import { sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { PlanOffers } from './plan-offers';
import { YourPlans } from './your-plans';
import styles from './subscription.module.css';

export const SIGN_IN_FOR_PLAN = 'Sign in to see your plan';

export function SubscriptionScreen({ title }: ScreenProps) {
  const { country, requestLogin } = useParcelProps();
  const { pathname } = useLocation();
  const customerId = useStore(sessionStore, (state) =>
    state.planToken ? state.planCustomerId : null,
  );
  const catalogue = useQuery(planCatalogueQuery(country));
  usePageReady(pathname, !catalogue.isPending);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.note}>Laundry and home cleaning, priced by the month or once.</p>
      </header>
      {customerId === null ? (
        <div>
          <Button variant="secondary" onClick={() => void requestLogin('plan', SIGN_IN_FOR_PLAN)}>
            {SIGN_IN_FOR_PLAN}
          </Button>
        </div>
      ) : (
        <YourPlans customerId={customerId} country={country} />
      )}
      <PlanOffers country={country} />
    </div>
  );
}
