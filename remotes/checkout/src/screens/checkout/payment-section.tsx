/** The price breakdown of the order, with the discount code that may lower it. */
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import type { PaymentInfo } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { CheckoutProblem } from './checkout-problem';
import { FactLines } from './fact-lines';
import { DiscountCodeForm } from './discount-code-form';
import styles from './checkout.module.css';

export interface PaymentSectionProps {
  payment: UseQueryResult<PaymentInfo>;
  deliverable: boolean;
  discountCode: string;
  onDiscountCode: (code: string) => void;
}

function refusedCode(error: unknown): string | undefined {
  return isApiError(error) ? error.fieldError('discount_code') : undefined;
}

export function PaymentSection({
  payment,
  deliverable,
  discountCode,
  onDiscountCode,
}: PaymentSectionProps) {
  const body = () => {
    if (!deliverable) {
      return <p className={styles.muted}>Your total shows once delivery is confirmed.</p>;
    }
    if (payment.isPending) {
      return (
        <SkeletonGroup label="Working out your total">
          <FactLines count={5} />
        </SkeletonGroup>
      );
    }
    if (payment.isError) {
      const codeProblem = discountCode ? refusedCode(payment.error) : undefined;
      if (codeProblem) {
        return (
          <>
            <DiscountCodeForm
              initialCode={discountCode}
              error={codeProblem}
              onApply={onDiscountCode}
            />
            <Button
              variant="ghost"
              size="sm"
              className={styles.start}
              onClick={() => onDiscountCode('')}
            >
              Continue without a code
            </Button>
          </>
        );
      }
      // The server names what stops this cart (a minimum order, say); other failures get a retry.
      const reason =
        isApiError(payment.error) && payment.error.kind === 'http'
          ? payment.error.message
          : 'We could not work out your total.';
      return <CheckoutProblem message={reason} onRetry={() => void payment.refetch()} />;
    }
    return (
      <Breakdown
        info={payment.data}
        onRemoveCode={() => onDiscountCode('')}
        onApply={onDiscountCode}
      />
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.panelHeading}>
        Payment
      </h2>
      {body()}
    </section>
  );
}

interface BreakdownProps {
  info: PaymentInfo;
  onApply: (code: string) => void;
  onRemoveCode: () => void;
}

function Breakdown({ info, onApply, onRemoveCode }: BreakdownProps) {
  const money = (amount: number) => <Price amount={amount} currency={info.currency} />;
  return (
    <>
      <dl className={styles.breakdown}>
        <div>
          <dt>Subtotal</dt>
          <dd>{money(info.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>{money(info.delivery_fee)}</dd>
        </div>
        <div>
          <dt>Service fee</dt>
          <dd>{money(info.service_fee)}</dd>
        </div>
        {info.discount_amount > 0 ? (
          <div>
            <dt>Discount{info.discount_code ? ` (${info.discount_code})` : ''}</dt>
            <dd>{money(-info.discount_amount)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{money(info.total)}</dd>
        </div>
      </dl>
      {info.discount_code ? (
        <p className={styles.applied}>
          Code {info.discount_code} applied.{' '}
          <Button variant="ghost" size="sm" onClick={onRemoveCode}>
            Remove code
          </Button>
        </p>
      ) : (
        <DiscountCodeForm onApply={onApply} />
      )}
    </>
  );
}
