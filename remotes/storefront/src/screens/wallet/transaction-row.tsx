/**
 * One movement of the wallet. Credit or debit is said in words and with a sign, never by colour
 * alone; the date is written the way the customer's country writes it, on their own clock.
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { WalletTransaction } from '@jara/contracts/entities';
import { formatPrice } from '@jara/ui/price';
import styles from './wallet.module.css';

const LOCALES: Record<CountryCode, string> = { NG: 'en-NG', KE: 'en-KE' };

export function transactionDate(iso: string, country: CountryCode): string {
  return new Intl.DateTimeFormat(LOCALES[country], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function TransactionRow({
  transaction,
  country,
}: {
  transaction: WalletTransaction;
  country: CountryCode;
}) {
  const credit = transaction.type === 'credit';
  const amount = formatPrice(transaction.amount, transaction.currency);
  return (
    <li className={styles.transaction} data-testid="wallet-transaction">
      <div className={styles.transactionMain}>
        <p className={styles.description}>{transaction.description}</p>
        <p className={styles.meta}>
          <span>Ref. {transaction.reference}</span>
          <time dateTime={transaction.created_at}>
            {transactionDate(transaction.created_at, country)}
          </time>
        </p>
      </div>
      <p className={`${styles.movement} ${credit ? styles.credit : styles.debit}`}>
        <span className={styles.movementType}>{credit ? 'Credit' : 'Debit'}</span>
        <span className={styles.movementAmount}>
          {credit ? '+' : '−'}
          {amount}
        </span>
      </p>
    </li>
  );
}
