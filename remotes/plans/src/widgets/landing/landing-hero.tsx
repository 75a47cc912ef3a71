/**
 * The landing's opening band: the one h1, the service's promise, the way into the flow and the
 * way to compare plans, and the service's drawing (under the text on phones).
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';
import { pathTo } from '@jara/contracts/site-paths';
import { AppLink } from '@jara/parcel/app-link';
import { buttonClassName } from '@jara/ui/button';
import { SERVICE_LABELS } from '../plan-summary/option-labels';
import { choosePath } from './choose-path';
import { COUNTRY_COPY, SERVICE_COPY } from './landing-copy';
import styles from './landing-hero.module.css';
import { ServiceArt } from './service-art';

export function LandingHero({ service, country }: { service: PlanService; country: CountryCode }) {
  const copy = SERVICE_COPY[service];
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            {SERVICE_LABELS[service]} in {COUNTRY_COPY[country].cities}
          </p>
          <h1 className={styles.title}>{copy.title}</h1>
          <p className={styles.lead}>{copy.promise}</p>
          <div className={styles.actions}>
            <AppLink to={choosePath(service, country)} className={buttonClassName({ size: 'lg' })}>
              Choose your {service} plan
            </AppLink>
            <AppLink
              to={pathTo('subscription')}
              className={buttonClassName({ size: 'lg', variant: 'secondary' })}
            >
              See all plans
            </AppLink>
          </div>
        </div>
        <div className={styles.art}>
          <ServiceArt service={service} />
        </div>
      </div>
    </section>
  );
}
