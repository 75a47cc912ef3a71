/**
 * The landing pages' words: what each service is, what it includes and how it works (the same in
 * both countries), and where it is served (each country's own). The questions are in
 * landing-questions.ts.
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';

export interface Included {
  title: string;
  body: string;
}

export interface HowStep {
  title: string;
  body: string;
}

export interface ServiceCopy {
  title: string;
  promise: string;
  includedIntro: string;
  included: Included[];
  steps: HowStep[];
}

export const SERVICE_COPY: Record<PlanService, ServiceCopy> = {
  laundry: {
    title: 'Laundry picked up, cleaned and back in 48 hours',
    promise:
      'We collect from your door, wash, iron or dry-clean with care, and bring it back folded.',
    includedIntro: 'One price per bag or per item, with nothing added at the door.',
    included: [
      {
        title: 'Pickup and drop-off',
        body: 'A rider collects from your home or office and returns everything to the same door.',
      },
      {
        title: 'Wash and fold, iron or dry-clean',
        body: 'Choose the care for each load: everyday wash and fold, crisp ironing or dry-cleaning.',
      },
      {
        title: '48-hour turnaround',
        body: 'Your clothes are back within two days of pickup, on every plan and every one-off.',
      },
      {
        title: 'Care for delicates',
        body: 'Lace, silk, agbada and suits are sorted by hand and cleaned to their labels.',
      },
    ],
    steps: [
      { title: 'Choose your plan', body: 'Bags or items, the care you want and how often.' },
      { title: 'Tell us where', body: 'Pick your address; we confirm we serve it before you pay.' },
      { title: 'Pay securely', body: 'Pay online once a month, or once for a one-off pickup.' },
      {
        title: 'Hand it over',
        body: 'A rider collects, and you get it back clean within 48 hours.',
      },
    ],
  },
  cleaning: {
    title: 'Cleaning plans for a spotless, stress-free home',
    promise: 'Vetted cleaners visit on your schedule, bring their own supplies and leave it fresh.',
    includedIntro: 'Priced by the size of your home, shown in full before you pay.',
    included: [
      {
        title: 'Rooms, kitchen and bathrooms',
        body: 'Dusting, floors, surfaces, the kitchen and every bathroom, on every visit.',
      },
      {
        title: 'Vetted cleaners',
        body: 'Every cleaner is identity-checked, trained and rated by customers after each visit.',
      },
      {
        title: 'Supplies included',
        body: 'Cleaners bring their own products and tools, so there is nothing to buy.',
      },
      {
        title: 'Deep clean as a one-off',
        body: 'Inside cupboards, appliances and walls: ideal before a move or after a party.',
      },
    ],
    steps: [
      { title: 'Choose your plan', body: 'Bedrooms, bathrooms and how often we visit.' },
      { title: 'Tell us where', body: 'Pick your address; we confirm we serve it before you pay.' },
      { title: 'Pay securely', body: 'Pay online once a month, or once for a one-off clean.' },
      {
        title: 'Relax',
        body: 'Your cleaner arrives on the day you chose, with everything needed.',
      },
    ],
  },
};

export interface CountryCopy {
  /** "Lagos and Abuja": where the service runs, in a sentence. */
  cities: string;
  areas: string[];
  payment: string;
}

export const COUNTRY_COPY: Record<CountryCode, CountryCopy> = {
  NG: {
    cities: 'Lagos and Abuja',
    areas: [
      'Lekki Phase 1',
      'Victoria Island',
      'Ikoyi',
      'Ikeja GRA',
      'Yaba',
      'Surulere',
      'Ajah',
      'Wuse II',
      'Maitama',
      'Garki',
      'Gwarinpa',
    ],
    payment: 'You pay by card, in naira, on our secure payment page.',
  },
  KE: {
    cities: 'Nairobi and Mombasa',
    areas: ['Westlands', 'Kilimani', 'Kileleshwa', 'Lavington', 'Karen', 'Nyali', 'Bamburi'],
    payment: 'You pay by card, in shillings, on our secure payment page.',
  },
};
