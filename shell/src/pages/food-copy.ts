/**
 * The food delivery page's words, dishes and areas for each country. Its prices are not written
 * here: the delivery note quotes the lowest fee a store charges, and each dish the cheapest its
 * search finds on sale.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import type { ReactNode } from 'react';
import { deliveryFrom } from './components/delivery-from';
import type { FaqItem } from './components/faq';
import type { PricedCard } from './components/priced-cards';
import { dishCard } from './dish-card';

export interface FoodCopy {
  eyebrow: string;
  title: string;
  lead: string;
  note: ReactNode;
  dishes: PricedCard[];
  areas: string[];
  faq: FaqItem[];
  band: { heading: string; body: string; cta: { label: string; to: string } };
}

/** The hero's note: the lowest delivery fee, then how long orders take. */
const note = (arrives: string) =>
  deliveryFrom({ before: 'Delivery from ', after: ` · ${arrives}`, otherwise: arrives });

export const FOOD_COPY: Record<CountryCode, FoodCopy> = {
  NG: {
    eyebrow: 'Food delivery in Lagos and Abuja',
    title: 'Your favourite spots, delivered hot.',
    lead: 'From smoky party jollof in Surulere to suya on the Island and amala in Ikeja: order from the places you already love, and some you will soon.',
    note: note('Most orders arrive in 35 to 50 minutes'),
    dishes: [
      dishCard({
        title: 'Jollof rice and chicken',
        body: 'Party-style, smoky, with dodo on the side.',
        words: 'jollof',
      }),
      dishCard({
        title: 'Efo riro and pounded yam',
        body: 'Rich spinach stew with assorted meat and ponmo.',
        words: 'efo riro',
      }),
      dishCard({
        title: 'Suya',
        body: 'Spicy beef skewers with onions and yaji, straight from the grill.',
        words: 'suya',
      }),
      dishCard({
        title: 'Amala and ewedu',
        body: 'With gbegiri and a ladle of stew, the Ibadan way.',
        words: 'amala',
      }),
      dishCard({
        title: 'Pepper soup',
        body: 'Goat meat or catfish, hot enough to clear your week.',
        words: 'pepper soup',
      }),
      dishCard({
        title: 'Shawarma and small chops',
        body: 'Puff-puff, samosa and spring rolls for the office or the house.',
        words: 'small chops',
      }),
    ],
    areas: [
      'Lekki',
      'Victoria Island',
      'Ikoyi',
      'Yaba',
      'Surulere',
      'Ikeja',
      'Gbagada',
      'Wuse',
      'Maitama',
      'Garki',
    ],
    faq: [
      {
        question: 'How long does delivery take?',
        answer:
          'Most orders arrive in 35 to 50 minutes. Each store shows its own estimate for your address before you order, and you can follow the rider live.',
      },
      {
        question: 'Is there a minimum order?',
        answer:
          'No minimum. Small orders may carry a small-order fee, always shown before you pay.',
      },
      {
        question: 'Can I schedule an order for later?',
        answer:
          'Yes. Choose a delivery time at checkout, up to six days ahead. It works well for lunches at the office.',
      },
    ],
    band: {
      heading: 'Hungry for something homemade?',
      body: 'Home cooks make soups and stews the way your mum does, delivered on your schedule.',
      cta: { label: 'Try homemade meals', to: pathTo('homemade') },
    },
  },
  KE: {
    eyebrow: 'Food delivery in Nairobi',
    title: 'Nairobi’s best kitchens, at your door.',
    lead: 'Nyama choma from Westlands, pilau from a Swahili kitchen in South B and chapati that is still warm: order from the places Nairobi loves.',
    note: note('Most orders arrive in 30 to 45 minutes'),
    dishes: [
      dishCard({
        title: 'Nyama choma',
        body: 'Goat or beef, grilled slow, with kachumbari.',
        words: 'choma',
      }),
      dishCard({
        title: 'Ugali, sukuma and beef stew',
        body: 'The classic plate, done properly.',
        words: 'ugali',
      }),
      dishCard({ title: 'Pilau', body: 'Spiced rice with beef, the coastal way.', words: 'pilau' }),
      dishCard({
        title: 'Chapati and beans',
        body: 'Soft layered chapati with a rich bean stew.',
        words: 'chapati beans',
      }),
      dishCard({
        title: 'Mutura and smokies',
        body: 'Street favourites for the evening.',
        words: 'mutura',
      }),
      dishCard({
        title: 'Biryani',
        body: 'Fragrant chicken biryani from Mombasa-style kitchens.',
        words: 'biryani',
      }),
    ],
    areas: [
      'Westlands',
      'Kilimani',
      'Kileleshwa',
      'Lavington',
      'Karen',
      'Parklands',
      'South B',
      'Upper Hill',
      'Gigiri',
      'Runda',
    ],
    faq: [
      {
        question: 'How long does delivery take?',
        answer:
          'Most orders arrive in 30 to 45 minutes. You see each kitchen’s estimate for your address before you order.',
      },
      {
        question: 'How can I pay?',
        answer: `By card, mobile money or your ${BRAND.name} wallet. You pay when you place the order.`,
      },
      {
        question: 'Can I schedule an order for later?',
        answer: 'Yes. Pick a delivery time at checkout, up to six days ahead.',
      },
    ],
    band: {
      heading: 'Sending a meal to someone?',
      body: 'Cakes, hampers and full dinners delivered anywhere in Nairobi with a note from you.',
      cta: { label: 'Send a food gift', to: pathTo('gifting', { country: 'KE' }) },
    },
  },
};
