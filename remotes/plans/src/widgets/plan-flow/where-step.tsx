/**
 * Step 2: where the team comes. The shell's picker hands back a place without the marketplace's
 * check; the plans API says whether it serves it, and only then are the street and day asked.
 */
import { requestLocationPick } from '@jara/bus/location-request';
import type { PlanService } from '@jara/contracts/plans';
import { Button } from '@jara/ui/button';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { AddressForm } from './address-form';
import { DeliveryCheck } from './delivery-check';
import styles from './plan-flow.module.css';
import { usePlanPrice } from './use-plan-price';

export function WhereStep({
  service,
  onContinue,
}: {
  service: PlanService;
  onContinue: () => void;
}) {
  const { draft, update } = usePlanDraft(service);
  const price = usePlanPrice(service);
  const { place } = draft;

  const pick = async () => {
    const picked = await requestLocationPick('Where should we come?', { unchecked: true });
    if (picked) update({ place: picked, servedBy: null });
  };

  return (
    <div className={styles.stack}>
      <div className={styles.place}>
        <p>{place ? place.address : 'Choose the area where we should come.'}</p>
        <Button variant={place ? 'secondary' : 'primary'} onClick={() => void pick()}>
          {place ? 'Change the address' : 'Choose the address'}
        </Button>
      </div>
      {place && price.data ? (
        <DeliveryCheck
          service={service}
          place={place}
          // The fee the check names is on the price before it (the server's one rule).
          total={price.data.total - price.data.delivery_fee}
          currency={price.data.currency}
        />
      ) : null}
      {place && draft.servedBy !== null ? (
        <AddressForm service={service} onContinue={onContinue} />
      ) : null}
    </div>
  );
}
