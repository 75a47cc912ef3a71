/** The questions people ask about each service, with the answers that differ by country. */
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';
import { COUNTRY_COPY } from './landing-copy';

export interface Question {
  question: string;
  answer: string;
}

const SERVICE_QUESTIONS: Record<PlanService, Question[]> = {
  laundry: [
    {
      question: 'What if I am not home for the pickup?',
      answer:
        'Leave the bag with your gate, a neighbour or the front desk and tell us in the landmark note. The rider calls before arriving, and you can move a pickup by a day from your plan.',
    },
    {
      question: 'What happens if an item is damaged or lost?',
      answer:
        'Tell us within 48 hours of delivery. We check every item in at pickup, and we repair, replace or refund anything we damaged or lost.',
    },
    {
      question: 'Can I cancel my plan?',
      answer:
        'Yes, at any time before the next month starts. Pickups already paid for this month still happen.',
    },
  ],
  cleaning: [
    {
      question: 'What if I am not home during the visit?',
      answer:
        'Many customers leave a key with security or a neighbour; say so in the landmark note. The cleaner calls before arriving, and you can move a visit by a day from your plan.',
    },
    {
      question: 'What if something is damaged?',
      answer:
        'Tell us within 24 hours of the visit. Every visit is insured: we repair, replace or refund what our cleaner damaged.',
    },
    {
      question: 'Can I cancel my plan?',
      answer:
        'Yes, at any time before the next month starts. Visits already paid for this month still happen.',
    },
  ],
};

const COUNTRY_QUESTIONS: Record<CountryCode, Record<PlanService, Question>> = {
  NG: {
    laundry: {
      question: 'Do you handle agbada, lace and aso ebi?',
      answer:
        'Yes. Choose dry-clean for embroidered and beaded pieces; we clean them by hand and return them on hangers.',
    },
    cleaning: {
      question: 'Do I need to have power or water running?',
      answer:
        'Running water helps; if there is no power, cleaners work without vacuums and mop by hand. Tell us in the note.',
    },
  },
  KE: {
    laundry: {
      question: 'Do you wash duvets and curtains?',
      answer:
        'Yes. Count a duvet or a pair of curtains as one bag, or choose items for a few large pieces.',
    },
    cleaning: {
      question: 'Do you clean apartments with a shared compound?',
      answer:
        'Yes. We clean inside your home; tell us the gate and block in the landmark note so the cleaner finds you.',
    },
  },
};

export function landingQuestions(service: PlanService, country: CountryCode): Question[] {
  const place = COUNTRY_COPY[country];
  return [
    {
      question: 'Which areas do you serve?',
      answer: `We serve ${place.cities}: ${place.areas.join(', ')}. We check your exact address before you pay.`,
    },
    { question: 'How do I pay?', answer: place.payment },
    COUNTRY_QUESTIONS[country][service],
    ...SERVICE_QUESTIONS[service],
  ];
}
