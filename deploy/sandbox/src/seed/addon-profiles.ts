import type { CountryCode } from '@jara/contracts/constants';
import type { AddonProfile } from './catalogue-types';

interface AddonGroupTemplate {
  name: string;
  min: number;
  max: number;
  /** [name, price in the country's currency] */
  addons: [string, number][];
}

const NIGERIA: Record<AddonProfile, AddonGroupTemplate[]> = {
  meal: [
    {
      name: 'Extra protein',
      min: 0,
      max: 2,
      addons: [
        ['Chicken', 1500],
        ['Beef', 1200],
        ['Fish', 1800],
        ['Boiled egg', 300],
      ],
    },
    {
      name: 'Add a drink',
      min: 0,
      max: 1,
      addons: [
        ['Cola (50 cl)', 500],
        ['Bottled water', 300],
        ['Chapman', 1200],
      ],
    },
  ],
  swallow: [
    {
      name: 'Choose your swallow',
      min: 1,
      max: 1,
      addons: [
        ['Pounded yam', 0],
        ['Eba', 0],
        ['Amala', 0],
        ['Semo', 0],
      ],
    },
    {
      name: 'Extra protein',
      min: 0,
      max: 3,
      addons: [
        ['Assorted meat', 1500],
        ['Goat meat', 2000],
        ['Stockfish', 2500],
      ],
    },
  ],
  pizza: [
    {
      name: 'Size',
      min: 1,
      max: 1,
      addons: [
        ['Medium', 0],
        ['Large', 2500],
      ],
    },
    {
      name: 'Extra toppings',
      min: 0,
      max: 3,
      addons: [
        ['Extra cheese', 800],
        ['Pepperoni', 1000],
        ['Mushrooms', 600],
      ],
    },
  ],
  drink: [
    {
      name: 'Size',
      min: 1,
      max: 1,
      addons: [
        ['Regular', 0],
        ['Large', 500],
      ],
    },
    {
      name: 'Boosters',
      min: 0,
      max: 2,
      addons: [
        ['Chia seeds', 300],
        ['Ginger shot', 400],
      ],
    },
  ],
  cake: [
    {
      name: 'Extras',
      min: 0,
      max: 2,
      addons: [
        ['Candles', 500],
        ['Gift box', 1000],
        ['Message on cake', 0],
      ],
    },
  ],
  coffee: [
    {
      name: 'Milk',
      min: 0,
      max: 1,
      addons: [
        ['Oat milk', 500],
        ['Almond milk', 500],
      ],
    },
    { name: 'Extra shot', min: 0, max: 2, addons: [['Espresso shot', 400]] },
  ],
  choma: [
    {
      name: 'Side',
      min: 1,
      max: 1,
      addons: [
        ['Jollof rice', 0],
        ['Yam chips', 0],
      ],
    },
  ],
};

const KENYA: Record<AddonProfile, AddonGroupTemplate[]> = {
  meal: [
    {
      name: 'Add a side',
      min: 0,
      max: 2,
      addons: [
        ['Chapati', 50],
        ['Kachumbari', 80],
        ['Fried egg', 40],
      ],
    },
    {
      name: 'Add a drink',
      min: 0,
      max: 1,
      addons: [
        ['Soda (500 ml)', 100],
        ['Mineral water', 80],
      ],
    },
  ],
  swallow: [
    {
      name: 'Choose your side',
      min: 1,
      max: 1,
      addons: [
        ['Ugali', 0],
        ['Rice', 0],
      ],
    },
  ],
  pizza: [
    {
      name: 'Size',
      min: 1,
      max: 1,
      addons: [
        ['Medium', 0],
        ['Large', 300],
      ],
    },
  ],
  drink: [
    {
      name: 'Size',
      min: 1,
      max: 1,
      addons: [
        ['Regular', 0],
        ['Large', 80],
      ],
    },
    {
      name: 'Boosters',
      min: 0,
      max: 2,
      addons: [
        ['Chia seeds', 50],
        ['Ginger shot', 60],
      ],
    },
  ],
  cake: [
    {
      name: 'Extras',
      min: 0,
      max: 2,
      addons: [
        ['Candles', 100],
        ['Gift box', 150],
        ['Message on cake', 0],
      ],
    },
  ],
  coffee: [
    {
      name: 'Milk',
      min: 0,
      max: 1,
      addons: [
        ['Oat milk', 60],
        ['Almond milk', 60],
      ],
    },
    { name: 'Extra shot', min: 0, max: 2, addons: [['Espresso shot', 50]] },
  ],
  choma: [
    {
      name: 'Accompaniment',
      min: 1,
      max: 1,
      addons: [
        ['Ugali', 0],
        ['Chips', 100],
        ['Chapati', 50],
      ],
    },
    {
      name: 'Extras',
      min: 0,
      max: 2,
      addons: [
        ['Kachumbari', 80],
        ['Extra 1/4 kg', 400],
      ],
    },
  ],
};

export function addonGroupsFor(country: CountryCode, profile: AddonProfile): AddonGroupTemplate[] {
  return (country === 'NG' ? NIGERIA : KENYA)[profile];
}
