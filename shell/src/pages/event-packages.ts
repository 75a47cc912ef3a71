/** Catering packages per guest: the events page lists them, and the services page quotes the cheapest. */
import { pathTo } from '@jara/contracts/site-paths';
import type { PricingPlan } from './components/pricing-cards';

const QUOTE = { label: 'Get a quote', to: pathTo('events-contact') };

export const EVENT_PACKAGES: PricingPlan[] = [
  {
    name: 'Small chops and drinks',
    amount: 4500,
    unit: 'a guest',
    summary: 'Birthdays, send-forths and office get-togethers.',
    includes: [
      'Puff-puff, samosa, spring rolls, peppered gizzard',
      'Zobo and chapman',
      'Minimum 30 guests',
    ],
    cta: QUOTE,
  },
  {
    name: 'Owambe buffet',
    amount: 9500,
    unit: 'a guest',
    summary: 'Party jollof, fried rice, asun, moin moin and a swallow station.',
    includes: [
      'Two rice dishes and two proteins',
      'Swallow station with two soups',
      'Warmers and servers',
      'Minimum 80 guests',
    ],
    cta: QUOTE,
    featured: true,
  },
  {
    name: 'Plated dinner',
    amount: 18000,
    unit: 'a guest',
    summary: 'Three courses served at the table for weddings and galas.',
    includes: [
      'Menu tasting for the couple or host',
      'Waiting staff and clean-up',
      'Minimum 50 guests',
    ],
    cta: QUOTE,
  },
];
