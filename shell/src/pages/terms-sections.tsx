/** The terms and conditions' sections: orders, payments, cancellations, refunds and liability. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PROBLEM_REPORT_WINDOW_HOURS } from '@jara/contracts/support-case-schema';
import { SiteLink } from '../features/navigation/site-link';
import type { LegalSection } from './components/legal-document';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'about',
    heading: 'Who we are and what we do',
    body: (
      <p>
        {BRAND.name} runs a marketplace that connects you with independent vendors (restaurants,
        home cooks, shops) and service providers (laundries, cleaners, beauty professionals), and
        arranges delivery. The vendor or provider is responsible for the food, goods or service
        itself; we are responsible for the platform, payments and delivery we arrange.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or over and give accurate details.</li>
        <li>
          Keep your password private. You are responsible for orders placed from your account until
          you tell us it has been compromised.
        </li>
        <li>
          We may suspend accounts used for fraud, abuse of staff or riders, or breaches of these
          terms.
        </li>
      </ul>
    ),
  },
  {
    id: 'orders-and-prices',
    heading: 'Orders and prices',
    body: (
      <>
        <p>
          Prices are set by vendors and shown in Naira (₦) in Nigeria and Kenyan Shillings (KSh) in
          Kenya, including VAT where it applies. Delivery fees, service fees and discounts are shown
          at checkout before you pay.
        </p>
        <p>
          Your order is a contract with the vendor once the vendor accepts it. If an item is
          unavailable, the vendor may offer a substitute, which you can refuse for a refund of that
          item.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Payments',
    body: (
      <ul>
        <li>
          You can pay by card, bank transfer, mobile money where available, or your {BRAND.name}{' '}
          wallet.
        </li>
        <li>
          “Pay for me” links let someone else pay for your order. The order is placed once they have
          paid.
        </li>
        <li>
          Wallet balances are not interest-bearing, cannot be transferred to another account, and
          are refundable to your bank on request when your account is closed.
        </li>
        <li>
          Vouchers and reward points have no cash value, cannot be combined unless stated, and
          expire on the date shown.
        </li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    body: (
      <p>
        Delivery times are estimates based on your address, the vendor’s preparation time and
        traffic. Please be reachable on the phone number you gave us. If a rider cannot reach you
        after waiting 10 minutes, the order may be returned and charged.
      </p>
    ),
  },
  {
    id: 'cancellations',
    heading: 'Cancellations',
    body: (
      <ul>
        <li>
          Food and goods: you can cancel free of charge until the vendor accepts the order. After
          that, cancellation is at the vendor’s discretion because preparation has started.
        </li>
        <li>
          Cleaning, laundry and beauty bookings: free cancellation up to 4 hours before the booked
          time; later cancellations may be charged up to 30% of the booking.
        </li>
        <li>
          Plans: you can cancel a laundry or cleaning plan at any time; it ends at the close of the
          period already paid for.
        </li>
        <li>Events catering: deposits are refundable up to 14 days before the event.</li>
      </ul>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        If items are missing, wrong, spoiled or not as described, report it from the order page
        within {PROBLEM_REPORT_WINDOW_HOURS} hours with a photo where you can. Approved refunds go
        to your {BRAND.name} wallet straight away, or to your original payment method within 5 to 10
        working days. Your statutory rights as a consumer are not affected.
      </p>
    ),
  },
  {
    id: 'conduct',
    heading: 'Reviews and conduct',
    body: (
      <p>
        Ratings and reviews must be honest and about your own order. We remove reviews that are
        abusive, fake or unrelated. Treat riders, vendors and professionals with respect; harassment
        leads to account suspension.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Our liability',
    body: (
      <p>
        We are liable for loss caused by our own negligence or breach of these terms, up to the
        value of the order concerned, except where the law does not allow liability to be limited.
        We are not liable for delays caused by events outside our control, such as severe weather,
        road closures or network outages.
      </p>
    ),
  },
  {
    id: 'law-and-contact',
    heading: 'Governing law, changes and contact',
    body: (
      <>
        <p>
          Orders in Nigeria are governed by the laws of the Federal Republic of Nigeria; orders in
          Kenya by the laws of Kenya. We will notify you before material changes to these terms take
          effect.
        </p>
        <p>
          Questions or complaints? Reach us through the{' '}
          <SiteLink to={pathTo('contact-us')}>contact us</SiteLink> page. How we handle your data is
          set out in our <SiteLink to={pathTo('privacy-policy')}>privacy policy</SiteLink>.
        </p>
      </>
    ),
  },
];
