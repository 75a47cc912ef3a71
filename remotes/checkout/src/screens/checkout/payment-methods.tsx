/**
 * How the customer pays: online on the provider's page (the country's ways: card, transfer and
 * USSD in Nigeria, M-Pesa and card in Kenya), from the wallet, or by someone else.
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { PaymentMethod } from '@jara/contracts/entities';
import { onlineMethodsPhrase } from '@jara/contracts/provider-methods';
import { useParcelProps } from '@jara/parcel/parcel';
import styles from './checkout.module.css';

const methodsIn = (
  country: CountryCode,
): { value: PaymentMethod; label: string; hint: string }[] => [
  {
    value: 'card',
    label: onlineMethodsPhrase(country),
    hint: 'You pay on our payment partner’s secure page.',
  },
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
  const { country } = useParcelProps();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.options}>
      {methodsIn(country).map(({ value, label, hint }) => (
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
