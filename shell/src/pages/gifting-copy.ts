/** The gifting page's words, gifts and prices for each country. */
import type { CountryCode } from '@jara/contracts/constants';
import type { FaqItem } from './components/faq';
import type { PricingPlan } from './components/pricing-cards';

export interface GiftingCopy {
  title: string;
  lead: string;
  note: string;
  gifts: (giftPath: string) => PricingPlan[];
  faq: FaqItem[];
}

const order = (giftPath: string) => ({ label: 'Send this gift', to: giftPath });

export const GIFTING_COPY: Record<CountryCode, GiftingCopy> = {
  NG: {
    title: 'Gifts that arrive hot, fresh or sparkling clean.',
    lead: 'Send a jollof-and-chicken party tray to a friend in Surulere, a fruit hamper to your mum in Ikeja, or a deep clean to a new mother in Lekki.',
    note: 'Same-day delivery in Lagos and Abuja for orders before 1pm',
    gifts: (giftPath) => [
      {
        name: 'Breakfast hamper',
        amount: 25000,
        unit: 'each',
        summary: 'Agege bread, akara, fresh fruit, coffee and juice.',
        includes: ['Serves two', 'Delivered 7am to 10am', 'Handwritten card'],
        cta: order(giftPath),
      },
      {
        name: 'Party tray',
        amount: 45000,
        unit: 'each',
        summary: 'Jollof, fried rice, chicken, small chops and dodo for a celebration.',
        includes: ['Feeds 8 to 10', 'Disposable plates and cutlery', 'Handwritten card'],
        cta: order(giftPath),
        featured: true,
      },
      {
        name: 'New-mum care package',
        amount: 75000,
        unit: 'each',
        summary: 'A week of homemade meals and one home deep clean.',
        includes: ['7 homemade dinners', 'One 4-hour clean', 'Scheduled around the family'],
        cta: order(giftPath),
      },
    ],
    faq: [
      {
        question: 'Can I send a gift if I live abroad?',
        answer: 'Yes. Pay with an international card and we deliver anywhere in Lagos or Abuja.',
      },
      {
        question: 'What if the person is not home?',
        answer: 'The rider calls the number you gave us and arranges a new time the same day.',
      },
    ],
  },
  KE: {
    title: 'Gifts for everyone in Nairobi, delivered with a note.',
    lead: 'Send a birthday cake to a friend in Kilimani, a fruit basket to your parents in Karen, or a nyama choma feast to the office in Westlands.',
    note: 'Same-day delivery across Nairobi for orders before 1pm',
    gifts: (giftPath) => [
      {
        name: 'Fruit and flowers',
        amount: 3500,
        unit: 'each',
        summary: 'A basket of seasonal fruit with a bunch of fresh roses.',
        includes: ['Delivered the same day', 'Handwritten card'],
        cta: order(giftPath),
      },
      {
        name: 'Celebration cake',
        amount: 4500,
        unit: 'each',
        summary: 'A 1 kg cake from a Nairobi bakery, with your message piped on.',
        includes: ['Choice of five flavours', 'Candles included', 'Handwritten card'],
        cta: order(giftPath),
        featured: true,
      },
      {
        name: 'Nyama choma feast',
        amount: 9500,
        unit: 'each',
        summary: '2 kg of goat choma, kachumbari, ugali and sodas.',
        includes: ['Feeds 6', 'Delivered hot', 'Handwritten card'],
        cta: order(giftPath),
      },
    ],
    faq: [
      {
        question: 'Can I send a gift from outside Kenya?',
        answer: 'Yes. Pay with an international card and we deliver anywhere in Nairobi.',
      },
      {
        question: 'What if the person is not home?',
        answer: 'The rider calls the number you gave us and arranges a new time the same day.',
      },
    ],
  },
};
