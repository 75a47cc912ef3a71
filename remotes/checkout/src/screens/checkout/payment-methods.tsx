/** How the customer pays: by card on the provider's page, from the wallet, or by someone else. */
import type { PaymentMethod } from '@jara/contracts/entities';
import styles from './checkout.module.css';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'card', label: 'Card', hint: 'You pay on our payment partner’s secure page.' },
  { value: 'wallet', label: 'Wallet', hint: 'Paid at once from your Jara wallet.' },
  {
    value: 'pay_for_me',
    label: 'Someone else pays',
    hint: 'Share a link; they pay without an account.',
  },
];

export interface PaymentMethodsProps {
  labelledBy: string;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentMethods({ labelledBy, method, onChange }: PaymentMethodsProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.options}>
      {METHODS.map(({ value, label, hint }) => (
        <div key={value} className={styles.option}>
          <input
            id={`payment-method-${value}`}
            type="radio"
            name="payment_method"
            value={value}
            checked={method === value}
            onChange={() => onChange(value)}
            aria-describedby={`payment-method-${value}-hint`}
          />
          <span className={styles.optionText}>
            <label htmlFor={`payment-method-${value}`} className={styles.optionLabel}>
              {label}
            </label>
            <span id={`payment-method-${value}-hint`} className={styles.muted}>
              {hint}
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}
