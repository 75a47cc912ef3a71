/** "Pay ₦12,500": sends the payer to the provider's page; says why when it cannot. */
import type { PayForMeRequest } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { formatPrice } from '@jara/ui/price';
import { useStartPayment } from './use-start-payment';
import styles from './pay-for-me.module.css';

export interface PayButtonProps {
  request: PayForMeRequest;
  /** The button's words when "Pay {total}" would not say enough ("Try again"). */
  label?: string;
}

export function PayButton({ request, label }: PayButtonProps) {
  const { start, busy, error } = useStartPayment(request.token);
  const { total, currency } = request.order;
  return (
    <>
      <Button onClick={start} loading={busy}>
        {busy ? 'Opening the payment page…' : (label ?? `Pay ${formatPrice(total, currency)}`)}
      </Button>
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
    </>
  );
}
