/** The food delivery page's words, dishes and areas for each country. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import { formatPrice } from '@jara/ui/price';
import type { FaqItem } from './components/faq';
import type { ServiceCard } from './components/service-cards';

export interface FoodCopy {
  eyebrow: string;
  title: string;
  lead: string;
  note: string;
  dishes: ServiceCard[];
  areas: string[];
  faq: FaqItem[];
  band: { heading: string; body: string; cta: { label: string; to: string } };
}

const search = (keywords: string) => pathTo('category', { params: { keywords } });

export const FOOD_COPY: Record<CountryCode, FoodCopy> = {
  NG: {
    eyebrow: 'Food delivery in Lagos and Abuja',
    title: 'Your favourite spots, delivered hot.',
    lead: 'From smoky party jollof in Surulere to suya on the Island and amala in Ikeja: order from the places you already love, and some you will soon.',
    note: `Delivery from ${formatPrice(500, 'NGN')} · Most orders arrive in 35 to 50 minutes`,
    dishes: [
      {
        title: 'Jollof rice and chicken',
        body: 'Party-style, smoky, with dodo on the side.',
        to: search('jollof'),
        fromPrice: 3500,
      },
      {
        title: 'Efo riro and pounded yam',
        body: 'Rich spinach stew with assorted meat and ponmo.',
        to: search('efo riro'),
        fromPrice: 4200,
      },
      {
        title: 'Suya',
        body: 'Spicy beef skewers with onions and yaji, straight from the grill.',
        to: search('suya'),
        fromPrice: 2500,
      },
      {
        title: 'Amala and ewedu',
        body: 'With gbegiri and a ladle of stew, the Ibadan way.',
        to: search('amala'),
        fromPrice: 3000,
      },
      {
        title: 'Pepper soup',
        body: 'Goat meat or catfish, hot enough to clear your week.',
        to: search('pepper soup'),
        fromPrice: 3800,
      },
      {
        title: 'Shawarma and small chops',
        body: 'Puff-puff, samosa and spring rolls for the office or the house.',
        to: search('small chops'),
        fromPrice: 2800,
      },
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
    note: `Delivery from ${formatPrice(99, 'KES')} · Most orders arrive in 30 to 45 minutes`,
    dishes: [
      {
        title: 'Nyama choma',
        body: 'Goat or beef, grilled slow, with kachumbari.',
        to: search('nyama choma'),
        fromPrice: 850,
      },
      {
        title: 'Ugali, sukuma and beef stew',
        body: 'The classic plate, done properly.',
        to: search('ugali'),
        fromPrice: 450,
      },
      {
        title: 'Pilau',
        body: 'Spiced rice with beef, the coastal way.',
        to: search('pilau'),
        fromPrice: 550,
      },
      {
        title: 'Chapati and beans',
        body: 'Soft layered chapati with a rich bean stew.',
        to: search('chapati'),
        fromPrice: 350,
      },
      {
        title: 'Mutura and smokies',
        body: 'Street favourites for the evening.',
        to: search('mutura'),
        fromPrice: 300,
      },
      {
        title: 'Biryani',
        body: 'Fragrant chicken biryani from Mombasa-style kitchens.',
        to: search('biryani'),
        fromPrice: 750,
      },
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
