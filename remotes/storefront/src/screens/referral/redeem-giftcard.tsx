/**
 * A gift card's code, redeemed into the wallet. The server's refusal (no such card, used,
 * another currency) is shown at the field, where the customer fixes it.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { redeemGiftcardMutation } from '@jara/query/rewards-queries';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { formatPrice } from '@jara/ui/price';
import { useRewardCurrency } from './reward-format';
import styles from './referral-screen.module.css';

/**
 * The code travels in the call's address, and the server cannot name what it cannot route:
 * anything no printed code is made of is refused here, in words, before it is sent.
 */
const GIFTCARD_CODE = /^[A-Za-z0-9-]{1,40}$/;
export const NOT_A_CODE = 'Enter the code as it is on your gift card: letters, digits and dashes.';

const schema = formSchema({ code: requiredText('Enter the code on your gift card.') });

/** A refusal without per-field messages is still about the one field this form has. */
const isAboutTheCode = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && Object.keys(error.fieldErrors).length === 0;

export function RedeemGiftcard() {
  const currency = useRewardCurrency();
  const [added, setAdded] = useState<number | null>(null);
  const redeem = useMutation(redeemGiftcardMutation());
  const form = useApiForm(schema, { code: '' });
  const submit = form.submit(async ({ code }) => {
    setAdded(null);
    if (!GIFTCARD_CODE.test(code)) {
      form.setError('code', { type: 'pattern', message: NOT_A_CODE }, { shouldFocus: true });
      return;
    }
    try {
      const reward = await redeem.mutateAsync(code);
      form.reset();
      setAdded(reward.value);
    } catch (error) {
      if (!isAboutTheCode(error)) throw error;
      const message = (error as Error).message;
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });
  return (
    <section aria-labelledby="redeem-giftcard-title" className={styles.card}>
      <h2 id="redeem-giftcard-title" className={styles.heading}>
        Redeem a gift card
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Redeem a gift card">
        <TextField
          label="Gift card code"
          required
          autoComplete="off"
          spellCheck={false}
          {...form.field('code')}
        />
        <FormError message={form.formError} />
        <Button type="submit" loading={form.submitting}>
          Redeem gift card
        </Button>
        <p role="status" className={styles.result}>
          {added === null ? '' : `${formatPrice(added, currency)} was added to your wallet.`}
        </p>
      </form>
    </section>
  );
}
