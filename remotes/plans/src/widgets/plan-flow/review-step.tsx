/**
 * Step 3: the summary, who is paying (the plan account, separate from the marketplace one) and
 * Pay. Signing in happens here or on Pay; the choices stay either way.
 */
import type { PlanService } from '@jara/contracts/plans';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { formatPrice } from '@jara/ui/price';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import type { PlanStep } from '../service-page/plan-steps';
import { PlanSummaryList } from './plan-summary-list';
import styles from './plan-flow.module.css';
import { signInReason, usePay } from './use-pay';
import { usePlanPrice } from './use-plan-price';

export interface ReviewStepProps {
  service: PlanService;
  linkOf: (step: PlanStep) => string;
}

export function ReviewStep({ service, linkOf }: ReviewStepProps) {
  const { requestLogin, navigate } = useParcelProps();
  const { draft } = usePlanDraft(service);
  const price = usePlanPrice(service);
  const planCustomer = useStore(sessionStore, (state) => state.planCustomer);
  const signedIn = useStore(sessionStore, (state) => state.planCustomerId !== null);
  const { pay, busy, failed } = usePay(draft, price.data, () => navigate(linkOf('where')));
  const total = price.data ? formatPrice(price.data.total, price.data.currency) : null;

  return (
    <div className={styles.stack}>
      <PlanSummaryList draft={draft} service={service} linkOf={linkOf} />
      <section className={styles.who} aria-label="Who is paying">
        {signedIn ? (
          <p>Signed in as {planCustomer?.name ?? 'your plan account'}</p>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void requestLogin('plan', signInReason(draft.choice))}
          >
            Sign in to your plan account
          </Button>
        )}
      </section>
      {failed ? (
        <div role="alert" className={styles.failure}>
          <p>An error occurred</p>
          <Button variant="secondary" onClick={() => void pay()}>
            Try again
          </Button>
        </div>
      ) : null}
      <Button
        size="lg"
        block
        loading={busy}
        disabled={!price.current || !total}
        onClick={() => void pay()}
      >
        {total ? `Pay ${total}` : 'Pay'}
      </Button>
    </div>
  );
}
