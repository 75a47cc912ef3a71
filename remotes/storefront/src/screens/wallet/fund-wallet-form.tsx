/**
 * "Fund wallet": an amount inside the limits the wallet states, then the provider's page, which
 * sends the customer back to this screen with the payment's reference.
 */
import { useEffect, useId, useState } from 'react';
import { fundWallet } from '@jara/api/wallet';
import type { Wallet } from '@jara/contracts/entities';
import { formSchema, wholeAmountBetween } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { formatPrice } from '@jara/ui/price';
import { fundingLimitsText, quickAmounts } from './funding-amounts';
import { goToProviderPage, providerPageUrl } from '@jara/api/provider-page';
import { backHereUrl } from './back-here-url';
import styles from './wallet.module.css';

interface Props {
  wallet: Wallet;
  /** The amount of a top-up that did not go through, offered again with the field focused. */
  retryAmount?: number;
}

export function FundWalletForm({ wallet, retryAmount }: Props) {
  const limits = fundingLimitsText(wallet);
  const schema = formSchema({
    amount: wholeAmountBetween(
      wallet.funding_min,
      wallet.funding_max,
      `Enter an amount ${limits}.`,
    ),
  });
  const form = useApiForm(schema, { amount: retryAmount ? String(retryAmount) : '' });
  // The browser is leaving for the provider: the button stays busy until the page goes.
  const [leaving, setLeaving] = useState(false);
  const { setFocus } = form;
  const headingId = useId();

  useEffect(() => {
    if (retryAmount) setFocus('amount');
  }, [retryAmount, setFocus]);

  const fund = form.submit(async ({ amount }) => {
    const redirect = await fundWallet(amount, backHereUrl());
    const url = providerPageUrl(redirect.authorization_url);
    if (!url) throw new Error('The server gave no payment page to open');
    setLeaving(true);
    goToProviderPage(url);
  });

  return (
    <form className={styles.card} onSubmit={fund} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        Fund wallet
      </h2>
      <TextField
        label="Amount"
        hint={`You can add ${limits} at a time.`}
        inputMode="numeric"
        autoComplete="off"
        required
        {...form.field('amount')}
      />
      <div className={styles.chips} role="group" aria-label="Quick amounts">
        {quickAmounts(wallet).map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            onClick={() => form.setValue('amount', String(amount), { shouldValidate: true })}
          >
            {formatPrice(amount, wallet.currency)}
          </button>
        ))}
      </div>
      <FormError message={form.formError} />
      <Button type="submit" block loading={form.submitting || leaving}>
        Continue to payment
      </Button>
    </form>
  );
}
