/**
 * Pay-for-me (/store/checkout/pay-for-me?link=<token>): the customer who made the link waits
 * here for the payment, and whoever they sent it to pays here, without an account. The provider
 * sends the payer back with `&reference=`, which the server checks before anything says "paid".
 */
import { useSearchParams } from 'react-router-dom';
import { PayForMeIntro } from './pay-for-me-intro';
import { readLinkToken, readPaymentReference } from './pay-for-me-link';
import { PayForMeRequestView } from './pay-for-me-request-view';
import styles from './pay-for-me.module.css';

export function PayForMeScreen() {
  const [search] = useSearchParams();
  const token = readLinkToken(search.get('link'));
  const reference = readPaymentReference(search.get('reference'));

  return (
    <div className={styles.screen}>
      {token ? <PayForMeRequestView token={token} reference={reference} /> : <PayForMeIntro />}
    </div>
  );
}
