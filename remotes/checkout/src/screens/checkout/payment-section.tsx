/**
 * The price breakdown of the order, with the discount code that may lower it and the codes the
 * customer could use. A refused code is shown beside the field while the totals without it stay
 * on screen.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { bus } from '@jara/bus';
import type { Cart, PaymentInfo } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { CheckoutOffers } from './checkout-offers';
import { CheckoutProblem } from './checkout-problem';
import { DiscountCodeForm } from './discount-code-form';
import { FactLines } from './fact-lines';
import { PriceBreakdown } from './price-breakdown';
import styles from './checkout.module.css';

export interface PaymentSectionProps {
  /** The cart priced; its vendor's cart opens when the server refuses the cart as it stands. */
  cart: Cart;
  payment: UseQueryResult<PaymentInfo>;
  /** The breakdown without the code, asked only once the code is refused. */
  withoutCode: UseQueryResult<PaymentInfo>;
  deliverable: boolean;
  discountCode: string;
  onDiscountCode: (code: string) => void;
}

function refusedCode(error: unknown): string | undefined {
  return isApiError(error) ? error.fieldError('discount_code') : undefined;
}

const loading = (
  <SkeletonGroup label="Working out your total">
    <FactLines count={4} />
  </SkeletonGroup>
);

export function PaymentSection(props: PaymentSectionProps) {
  const { cart, payment, withoutCode, deliverable, discountCode, onDiscountCode } = props;
  const vendorId = cart.vendor;
  const offers = <CheckoutOffers cart={cart} onApply={onDiscountCode} />;
  const body = () => {
    if (!deliverable) {
      return <p className={styles.muted}>Your total shows once delivery is confirmed.</p>;
    }
    if (payment.isPending) return loading;
    if (payment.isError) {
      const codeProblem = discountCode ? refusedCode(payment.error) : undefined;
      if (codeProblem) {
        return (
          <>
            {withoutCode.data ? <PriceBreakdown info={withoutCode.data} /> : loading}
            <DiscountCodeForm
              key={discountCode}
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
            {offers}
          </>
        );
      }
      // The server names what stops this cart (a minimum order, say): asking again cannot help,
      // changing the cart can. Other failures get a retry.
      const refused = isApiError(payment.error) && payment.error.status === 422;
      const reason =
        isApiError(payment.error) && payment.error.kind === 'http'
          ? payment.error.message
          : 'We could not work out your total.';
      return (
        <CheckoutProblem
          message={reason}
          onRetry={() => void payment.refetch()}
          {...(refused && {
            action: {
              label: 'Edit your cart',
              onClick: () => bus.emit('cart:open', { vendorId }),
            },
          })}
        />
      );
    }
    const info = payment.data;
    return (
      <>
        <PriceBreakdown info={info} />
        {info.discount_code ? (
          <p className={styles.applied}>
            Code {info.discount_code} applied.{' '}
            <Button variant="ghost" size="sm" onClick={() => onDiscountCode('')}>
              Remove code
            </Button>
          </p>
        ) : (
          <>
            <DiscountCodeForm onApply={onDiscountCode} />
            {offers}
          </>
        )}
      </>
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
