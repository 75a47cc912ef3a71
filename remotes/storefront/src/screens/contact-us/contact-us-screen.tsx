/**
 * Contact us (/marketplace/contact-us), open to visitors: the country's support channels beside
 * a message form whose messages the sandbox files under a reference. A link from an order
 * (`?order=JR-…`) starts the message about that order.
 */
import { useSearchParams } from 'react-router-dom';
import { CONTACT_ORDER_PARAM } from '@jara/contracts/order-reference';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { ContactForm } from './contact-form';
import styles from './contact-us-screen.module.css';
import { SupportChannels } from './support-channels';

export function ContactUsScreen({ title }: ScreenProps) {
  const [search] = useSearchParams();
  const aboutOrder = search.get(CONTACT_ORDER_PARAM);
  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={frame.note}>Questions about an order, a payment or your account? We help.</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="contact-channels">
          <h2 id="contact-channels" className={styles.heading}>
            Reach us
          </h2>
          <SupportChannels />
        </section>
        <section className={styles.panel} aria-labelledby="contact-message">
          <h2 id="contact-message" className={styles.heading}>
            Send us a message
          </h2>
          {/* A link from another order while this page is open starts a new message about it. */}
          <ContactForm key={aboutOrder} aboutOrder={aboutOrder} />
        </section>
      </div>
    </div>
  );
}
