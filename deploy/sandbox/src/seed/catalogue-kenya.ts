import type { Catalogue } from './catalogue-types';

/** Prices in KES. */
export const KENYA_CATALOGUE: Catalogue = {
  restaurants: [
    {
      name: 'Nyama choma',
      products: [
        ['Goat Choma (1/2 kg)', 900, ['grills'], 'choma', 'Charcoal-grilled goat with kachumbari.'],
        ['Beef Choma (1/2 kg)', 800, ['grills'], 'choma'],
        ['Choma Platter for Two', 1800, ['grills'], 'choma'],
        ['Mutura', 400, ['grills']],
      ],
    },
    {
      name: 'Mains',
      products: [
        ['Pilau Beef', 650, ['rice-dishes'], 'meal', 'Spiced Swahili pilau with tender beef.'],
        ['Chicken Biryani', 850, ['rice-dishes'], 'meal'],
        ['Ugali & Sukuma Wiki', 350, ['swallow'], 'meal'],
        ['Beef Stew & Rice', 600, ['rice-dishes'], 'meal'],
        ['Githeri', 400, ['healthy']],
        ['Chapati & Beans', 350, []],
      ],
    },
    {
      name: 'Seafood',
      products: [
        ['Whole Tilapia Fry', 1200, ['seafood'], 'meal'],
        ['Coconut Fish Curry', 950, ['seafood'], 'meal'],
        ['Prawns Pili Pili', 1500, ['seafood'], 'meal'],
        ['Fish Fillet & Chips', 900, ['seafood']],
      ],
    },
    {
      name: 'Snacks',
      products: [
        ['Beef Samosas (3)', 200, []],
        ['Mandazi (4)', 150, []],
        ['Viazi Karai', 250, []],
        ['Bhajia', 300, []],
      ],
    },
    {
      name: 'Healthy',
      products: [
        ['Kachumbari Salad', 250, ['healthy']],
        ['Grilled Chicken Salad', 750, ['healthy'], 'meal'],
        ['Fruit Salad', 300, ['healthy']],
      ],
    },
  ],
  homemade: [
    {
      name: 'Home meals',
      products: [
        ['Matoke Stew', 500, ['stews']],
        ['Mukimo & Beef', 600, ['stews']],
        [
          'Kienyeji Chicken Stew',
          1200,
          ['stews'],
          undefined,
          'Free-range chicken slow-cooked at home.',
        ],
        ['Ndengu & Rice', 400, ['stews']],
      ],
    },
    {
      name: 'Breakfast',
      products: [
        ['Chai & Mandazi', 200, ['breakfast']],
        ['Uji (Millet Porridge)', 150, ['breakfast']],
        ['Sweet Potatoes & Tea', 250, ['breakfast']],
      ],
    },
  ],
  groceries: [
    {
      name: 'Fresh produce',
      products: [
        ['Sukuma Wiki (bunch)', 50, ['fresh-produce']],
        ['Tomatoes (1 kg)', 150, ['fresh-produce']],
        ['Hass Avocados (4)', 200, ['fresh-produce']],
        ['Bananas (dozen)', 180, ['fresh-produce']],
        ['Apple Mangoes (3)', 250, ['fresh-produce']],
      ],
    },
    {
      name: 'Pantry',
      products: [
        ['Maize Flour (2 kg)', 190, ['pantry']],
        ['Pishori Rice (2 kg)', 450, ['pantry']],
        ['Cooking Oil (2 L)', 650, ['pantry']],
        ['Sugar (2 kg)', 320, ['pantry']],
        ['Kenyan Tea Leaves (500 g)', 300, ['pantry']],
      ],
    },
    {
      name: 'Dairy & eggs',
      products: [
        ['Fresh Milk (1 L)', 120, ['dairy-eggs']],
        ['Eggs (tray of 30)', 450, ['dairy-eggs']],
        ['Yoghurt (500 ml)', 180, ['dairy-eggs']],
        ['Butter (250 g)', 350, ['dairy-eggs']],
      ],
    },
    {
      name: 'Snacks',
      products: [
        ['Potato Crisps', 120, ['snacks']],
        ['Roasted Cashews (200 g)', 400, ['snacks']],
        ['Digestive Biscuits', 100, ['snacks']],
      ],
    },
  ],
  bakery: [
    {
      name: 'Cakes',
      products: [
        ['Black Forest Cake (1 kg)', 2200, ['cakes'], 'cake'],
        ['Chocolate Cake (1 kg)', 2000, ['cakes'], 'cake'],
        ['Lemon Drizzle Slice', 300, ['cakes']],
      ],
    },
    {
      name: 'Pastries',
      products: [
        ['Vegetable Samosa', 80, ['pastries']],
        ['Croissant', 220, ['pastries']],
        ['Cinnamon Roll', 250, ['pastries']],
        ['Mandazi (6)', 150, ['pastries']],
      ],
    },
    {
      name: 'Bread',
      products: [
        ['Sourdough Loaf', 450, ['bread']],
        ['Brown Bread', 80, ['bread']],
        ['Chapati (5)', 200, ['bread']],
      ],
    },
  ],
  drinks: [
    {
      name: 'Coffee & tea',
      products: [
        [
          'Kenyan AA Pour-over',
          350,
          ['coffee'],
          'coffee',
          'Single-origin Nyeri coffee, brewed to order.',
        ],
        ['Cappuccino', 300, ['coffee'], 'coffee'],
        ['Dawa', 350, ['coffee']],
        ['Masala Chai', 200, ['coffee'], 'coffee'],
      ],
    },
    {
      name: 'Juices',
      products: [
        ['Passion Juice', 250, ['juices'], 'drink'],
        ['Mango Juice', 250, ['juices'], 'drink'],
        ['Madafu (Fresh Coconut)', 150, ['juices']],
        ['Tamarind Juice', 200, ['juices'], 'drink'],
      ],
    },
    {
      name: 'Smoothies',
      products: [
        ['Avocado Smoothie', 400, ['smoothies'], 'drink'],
        ['Tropical Smoothie', 400, ['smoothies'], 'drink'],
      ],
    },
    {
      name: 'Soft drinks',
      products: [
        ['Soda (500 ml)', 100, ['soft-drinks']],
        ['Mineral Water (1 L)', 80, ['soft-drinks']],
        ['Ginger Beer', 120, ['soft-drinks']],
      ],
    },
  ],
  pharmacy: [
    {
      name: 'Wellness',
      products: [
        ['Vitamin C 1000 mg (30 tabs)', 450, ['wellness']],
        ['Multivitamins (30 tabs)', 800, ['wellness']],
        ['Hand Sanitiser (500 ml)', 250, ['wellness']],
      ],
    },
    {
      name: 'First aid',
      products: [
        ['Plasters (20 pack)', 150, ['first-aid']],
        ['Paracetamol 500 mg (24 tabs)', 100, ['first-aid']],
        ['First Aid Kit', 1500, ['first-aid']],
        ['Digital Thermometer', 700, ['first-aid']],
      ],
    },
    {
      name: 'Baby care',
      products: [
        ['Baby Wipes (80)', 350, ['baby-care']],
        ['Diapers Size 3 (40)', 1600, ['baby-care']],
        ['Baby Lotion (400 ml)', 450, ['baby-care']],
      ],
    },
  ],
};
