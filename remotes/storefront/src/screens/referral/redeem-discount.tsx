/**
 * Points for a discount code: one button per option the API offers. An option the customer cannot
 * afford is disabled and says how many points are missing; a redeemed code is shown to copy.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import type { RewardsCentre } from '@jara/contracts/entities';
import { UNKNOWN_PROBLEM } from '@jara/forms/apply-api-errors';
import { redeemDiscountMutation, rewardsCentreQuery } from '@jara/query/rewards-queries';
import { Button } from '@jara/ui/button';
import { formatPrice } from '@jara/ui/price';
import { CopyButton } from '../../widgets/copy-button';
import { pointsText, useRewardCurrency } from './reward-format';
import styles from './referral-screen.module.css';
import { SectionBody } from './section-body';

const refusal = (error: unknown) =>
  isApiError(error) ? (error.fieldError('points') ?? error.message) : UNKNOWN_PROBLEM;

function DiscountOptions({ centre }: { centre: RewardsCentre }) {
  const currency = useRewardCurrency();
  const redeem = useMutation(redeemDiscountMutation());
  return (
    <>
      <ul className={styles.options}>
        {centre.discount_options.map((option) => {
          const missing = option.points - centre.points;
          const reasonId = `discount-${option.points}-reason`;
          return (
            <li key={option.points} className={styles.option}>
              <strong>{formatPrice(option.discount_code_value, currency)} off</strong>
              <Button
                variant="secondary"
                size="sm"
                disabled={missing > 0 || redeem.isPending}
                loading={redeem.isPending && redeem.variables === option.points}
                aria-describedby={missing > 0 ? reasonId : undefined}
                onClick={() => redeem.mutate(option.points)}
              >
                Redeem {pointsText(option.points)}
              </Button>
              {missing > 0 ? (
                <span id={reasonId} className={styles.note}>
                  You need {pointsText(missing)} more.
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {redeem.isError ? (
        <p role="alert" className={styles.error}>
          {refusal(redeem.error)}
        </p>
      ) : null}
      <div role="status" className={styles.result}>
        {redeem.data ? (
          <>
            Your {formatPrice(redeem.data.value, currency)} discount code is{' '}
            <code className={styles.code}>{redeem.data.code}</code>{' '}
            <CopyButton text={redeem.data.code} label="Copy code" />
          </>
        ) : null}
      </div>
    </>
  );
}

/** An answer without its options (or their numbers) is a failed load, not a crashed screen. */
const readable = (centre: { points?: unknown; discount_options?: unknown } | null) =>
  typeof centre?.points === 'number' &&
  Array.isArray(centre.discount_options) &&
  centre.discount_options.every(
    (option: { points?: unknown; discount_code_value?: unknown } | null) =>
      typeof option?.points === 'number' && typeof option.discount_code_value === 'number',
  );

export function RedeemDiscount() {
  const centre = useQuery(rewardsCentreQuery());
  return (
    <section aria-labelledby="redeem-discount-title" className={styles.card}>
      <h2 id="redeem-discount-title" className={styles.heading}>
        Redeem points for a discount
      </h2>
      <SectionBody
        query={centre}
        loading="Loading the discount options"
        bones={['2.5rem', '2.5rem', '2.5rem']}
        failure="We could not load the discount options."
        readable={readable}
      >
        {(data) =>
          data.discount_options.length === 0 ? (
            <p className={styles.note}>No discounts to redeem right now.</p>
          ) : (
            <DiscountOptions centre={data} />
          )
        }
      </SectionBody>
    </section>
  );
}
