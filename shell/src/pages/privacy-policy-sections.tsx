/** The privacy policy's sections: what we collect, why, who sees it, and the customer's rights. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { SiteLink } from '../features/navigation/site-link';
import type { LegalSection } from './components/legal-document';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            Account details: your name, email address, phone number and password (stored hashed).
          </li>
          <li>
            Delivery details: the addresses you save, delivery notes and the location you choose on
            the map.
          </li>
          <li>
            Orders and bookings: what you bought, from whom, when, what you paid and how you rated
            it.
          </li>
          <li>
            Payment details: the last four digits and expiry of your card, and your wallet balance
            and transactions. Full card numbers are held by our payment processors, never by us.
          </li>
          <li>
            Device and usage data: browser type, pages viewed, taps and errors, so we can fix
            problems and improve the site.
          </li>
          <li>
            Messages you send to support, and waiting-list sign-ups (your name, email and the
            service you asked about).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To take, deliver and support your orders, bookings and plans.</li>
        <li>
          To show you stores and services that deliver to your location, with accurate fees and
          times.
        </li>
        <li>To process payments, refunds, wallet top-ups, vouchers and rewards.</li>
        <li>To keep the platform safe: detecting fraud, abuse and fake reviews.</li>
        <li>
          To send service messages (order updates, receipts) and, if you agree, offers you can
          switch off at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'location',
    heading: 'Location data',
    body: (
      <p>
        We use the delivery location you set to check which stores can deliver to you and to work
        out delivery fees and times. We only read your device’s precise location when you ask us to,
        for example by tapping “use my current location”. Your country (Nigeria or Kenya) is
        remembered on your device so the site opens in the right place next time.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share it only with:</p>
        <ul>
          <li>
            The vendor and rider handling your order: your name, delivery address, phone number and
            order details.
          </li>
          <li>
            Cleaners, laundries and other professionals you book: what they need to do the job.
          </li>
          <li>Payment processors, to take payments and refunds.</li>
          <li>
            Service providers who host our systems, send messages and measure how the site is used,
            under contracts that bind them to protect your data.
          </li>
          <li>Authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'analytics',
    heading: 'Analytics and cookies',
    body: (
      <p>
        We use an analytics provider to understand how the site is used: which pages load slowly,
        where people get stuck, which features are used. It records events such as page views and
        button taps and links them to your account when you are signed in. We use local storage on
        your device to keep you signed in, remember your country and keep your carts.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account data while your account is open. Order and payment records are kept for
        six years after the transaction because tax law requires it. Support messages are kept for
        two years. Analytics data is kept for up to 24 months.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>
          Under the Nigeria Data Protection Act 2023 and Kenya’s Data Protection Act 2019 you can
          ask to see the data we hold about you, correct it, move it, object to its use for
          marketing, or have it deleted.
        </p>
        <p>
          You can delete your account yourself at any time on the{' '}
          <SiteLink to={pathTo('delete-account')}>delete account</SiteLink> page. We then erase your
          personal data, except records we must keep by law.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        All traffic to {BRAND.name} is encrypted. Passwords are hashed, access to customer data is
        limited to staff who need it, and we review access regularly. If a breach ever puts your
        data at risk, we will tell you and the regulator as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        {BRAND.name} is for people aged 18 and over. We do not knowingly collect data from children.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    heading: 'Changes and contact',
    body: (
      <p>
        We will tell you by email or in the app before any important change to this policy.
        Questions or requests about your data? Reach our data protection officer through the{' '}
        <SiteLink to={pathTo('contact-us')}>contact us</SiteLink> page.
      </p>
    ),
  },
];
