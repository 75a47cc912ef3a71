import type { Catalogue } from './catalogue-types';

/** Prices in NGN. */
export const NIGERIA_CATALOGUE: Catalogue = {
  restaurants: [
    {
      name: 'Rice dishes',
      products: [
        [
          'Party Jollof Rice',
          3500,
          ['rice-dishes'],
          'meal',
          'Smoky firewood jollof with fried plantain.',
        ],
        ['Fried Rice & Chicken', 4200, ['rice-dishes'], 'meal'],
        [
          'Ofada Rice & Ayamase',
          4500,
          ['rice-dishes'],
          'meal',
          'Local ofada rice with green pepper stew.',
        ],
        ['Coconut Rice', 3800, ['rice-dishes'], 'meal'],
        ['Native Jollof', 3700, ['rice-dishes'], 'meal'],
      ],
    },
    {
      name: 'Swallow & soups',
      products: [
        [
          'Pounded Yam & Egusi',
          4800,
          ['swallow'],
          'swallow',
          'Smooth pounded yam with melon seed soup.',
        ],
        ['Amala & Ewedu', 3500, ['swallow'], 'swallow'],
        ['Eba & Okra Soup', 3800, ['swallow'], 'swallow'],
        ['Semo & Efo Riro', 4000, ['swallow'], 'swallow'],
      ],
    },
    {
      name: 'Grills',
      products: [
        ['Chicken Suya', 3000, ['grills'], 'meal', 'Spiced chicken skewers with yaji and onions.'],
        ['Beef Suya', 2800, ['grills'], 'meal'],
        ['Grilled Croaker Fish', 9500, ['grills', 'seafood'], 'meal'],
        ['Asun (Spicy Goat Meat)', 3500, ['grills']],
        ['Peppered Snail', 6000, ['grills']],
      ],
    },
    {
      name: 'Fast food',
      products: [
        ['Classic Beef Burger', 4500, ['burgers'], 'meal'],
        [
          'Chicken Shawarma',
          3200,
          ['shawarma'],
          'meal',
          'Grilled chicken, cabbage and garlic sauce in flatbread.',
        ],
        ['Beef Shawarma', 3000, ['shawarma'], 'meal'],
        ['Loaded Fries', 2500, ['burgers']],
      ],
    },
    {
      name: 'Pizza',
      products: [
        ['Pepperoni Pizza', 8500, ['pizza'], 'pizza'],
        [
          'Suya Pizza',
          9000,
          ['pizza'],
          'pizza',
          'Beef suya, onions and yaji on a stone-baked base.',
        ],
        ['Margherita Pizza', 7000, ['pizza'], 'pizza'],
        ['BBQ Chicken Pizza', 9500, ['pizza'], 'pizza'],
      ],
    },
    {
      name: 'Sides',
      products: [
        ['Dodo (Fried Plantain)', 1200, []],
        ['Moi Moi', 1000, []],
        ['Coleslaw', 800, ['healthy']],
        ['Peppered Gizzard', 2500, ['grills']],
      ],
    },
    {
      name: 'Healthy',
      products: [
        ['Grilled Chicken Salad', 5500, ['healthy'], 'meal'],
        ['Vegetable Stir-fry', 4000, ['healthy']],
        ['Fruit Bowl', 2500, ['healthy']],
      ],
    },
    {
      name: 'Seafood',
      products: [
        ['Seafood Okra', 7500, ['seafood', 'swallow'], 'swallow'],
        [
          'Catfish Pepper Soup',
          5000,
          ['seafood'],
          'meal',
          'Point-and-kill catfish in spicy broth.',
        ],
        ['Goat Meat Pepper Soup', 4000, []],
        ['Prawn Fried Rice', 6500, ['seafood', 'rice-dishes'], 'meal'],
      ],
    },
  ],
  homemade: [
    {
      name: 'Soups',
      products: [
        ['Egusi Soup (bowl)', 3500, ['soups'], 'swallow'],
        ['Afang Soup', 4500, ['soups'], 'swallow'],
        [
          'Edikang Ikong',
          5000,
          ['soups'],
          'swallow',
          'Calabar vegetable soup loaded with assorted meat.',
        ],
        ['Banga Soup', 4200, ['soups'], 'swallow'],
        ['Oha Soup', 4300, ['soups'], 'swallow'],
        ['Miyan Kuka', 3000, ['soups'], 'swallow'],
        ['Gbegiri & Ewedu', 2500, ['soups'], 'swallow'],
        ['Owho Soup', 4000, ['soups'], 'swallow'],
      ],
    },
    {
      name: 'Stews',
      products: [
        ['Ayamase Stew', 4000, ['stews']],
        ['Chicken Stew (litre)', 3500, ['stews']],
        ['Beef Stew (litre)', 3200, ['stews']],
        ['Tuwo Shinkafa & Miyan Taushe', 3500, ['stews']],
      ],
    },
    {
      name: 'Breakfast',
      products: [
        ['Akara & Pap', 1500, ['breakfast']],
        ['Yam & Egg Sauce', 2500, ['breakfast']],
        ['Moi Moi & Custard', 1800, ['breakfast']],
        ['Masa & Miyan Taushe', 2000, ['breakfast']],
        ['Boiled Plantain & Garden Egg Sauce', 2200, ['breakfast']],
      ],
    },
    {
      name: 'Small chops',
      products: [
        [
          'Small Chops Platter',
          6000,
          ['small-chops'],
          undefined,
          'Puff puff, samosa, spring rolls and peppered chicken.',
        ],
        ['Puff Puff (12 pcs)', 1500, ['small-chops']],
        ['Mini Samosas (10 pcs)', 2000, ['small-chops']],
        ['Kilishi (100 g)', 3000, ['small-chops']],
        ['Gizdodo', 3500, ['small-chops']],
      ],
    },
  ],
  groceries: [
    {
      name: 'Fresh produce',
      products: [
        ['Tomatoes (small basket)', 6000, ['fresh-produce']],
        ['Red Bell Pepper (1 kg)', 2500, ['fresh-produce']],
        ['Onions (1 kg)', 1500, ['fresh-produce']],
        ['Yam Tuber', 3500, ['fresh-produce']],
        ['Plantain (bunch)', 4000, ['fresh-produce']],
        ['Ugwu Leaves (bundle)', 800, ['fresh-produce']],
        ['Irish Potatoes (1 kg)', 2000, ['fresh-produce']],
      ],
    },
    {
      name: 'Pantry',
      products: [
        ['Semolina (2 kg)', 3200, ['pantry']],
        ['Local Rice (5 kg)', 9500, ['pantry']],
        ['Parboiled Rice (5 kg)', 11000, ['pantry']],
        ['Vegetable Oil (3 L)', 7500, ['pantry']],
        ['Palm Oil (2 L)', 5000, ['pantry']],
        ['Ijebu Garri (2 kg)', 2500, ['pantry']],
        ['Honey Beans (2 kg)', 4800, ['pantry']],
        ['Spaghetti (500 g)', 900, ['pantry']],
      ],
    },
    {
      name: 'Dairy & eggs',
      products: [
        ['Crate of Eggs (30)', 4500, ['dairy-eggs']],
        ['Powdered Milk (400 g)', 4200, ['dairy-eggs']],
        ['Greek Yoghurt (1 L)', 2500, ['dairy-eggs']],
        ['Butter (250 g)', 2800, ['dairy-eggs']],
      ],
    },
    {
      name: 'Snacks',
      products: [
        ['Plantain Chips', 800, ['snacks']],
        ['Chin Chin (500 g)', 1000, ['snacks']],
        ['Roasted Groundnuts', 500, ['snacks']],
        ['Cream Crackers', 700, ['snacks']],
      ],
    },
  ],
  bakery: [
    {
      name: 'Cakes',
      products: [
        ['Red Velvet Cake (8 inch)', 25000, ['cakes'], 'cake'],
        ['Chocolate Fudge Cake (8 inch)', 22000, ['cakes'], 'cake'],
        ['Vanilla Birthday Cake (8 inch)', 18000, ['cakes'], 'cake'],
        ['Carrot Cake Slice', 2500, ['cakes']],
      ],
    },
    {
      name: 'Pastries',
      products: [
        ['Meat Pie', 1200, ['pastries']],
        ['Sausage Roll', 900, ['pastries']],
        ['Chicken Pie', 1500, ['pastries']],
        ['Doughnut', 700, ['pastries']],
        ['Fish Roll', 600, ['pastries']],
      ],
    },
    {
      name: 'Bread',
      products: [
        ['Agege Bread', 1500, ['bread']],
        ['Whole Wheat Bread', 2200, ['bread']],
        ['Coconut Bread', 1800, ['bread']],
        ['Butter Croissant', 1500, ['bread', 'pastries']],
      ],
    },
  ],
  drinks: [
    {
      name: 'Local drinks',
      products: [
        ['Zobo (1 L)', 1500, ['juices'], 'drink', 'Hibiscus, ginger and pineapple, lightly sweet.'],
        ['Kunu (1 L)', 1500, ['juices'], 'drink'],
        ['Tiger Nut Milk', 2000, ['juices'], 'drink'],
        ['Chapman', 1800, ['soft-drinks'], 'drink'],
      ],
    },
    {
      name: 'Smoothies',
      products: [
        ['Mango Smoothie', 2500, ['smoothies'], 'drink'],
        ['Berry Blast Smoothie', 3000, ['smoothies'], 'drink'],
        ['Green Detox Smoothie', 3000, ['smoothies'], 'drink'],
        ['Banana Oat Smoothie', 2500, ['smoothies'], 'drink'],
      ],
    },
    {
      name: 'Juices',
      products: [
        ['Fresh Orange Juice', 2000, ['juices'], 'drink'],
        ['Pineapple Ginger Juice', 2000, ['juices'], 'drink'],
        ['Watermelon Juice', 1800, ['juices'], 'drink'],
        ['Carrot Orange Juice', 2200, ['juices'], 'drink'],
      ],
    },
    {
      name: 'Coffee',
      products: [
        ['Iced Coffee', 2500, ['coffee'], 'coffee'],
        ['Cappuccino', 2200, ['coffee'], 'coffee'],
        ['Cold Brew', 2800, ['coffee'], 'coffee'],
      ],
    },
    {
      name: 'Soft drinks',
      products: [
        ['Cola (50 cl)', 500, ['soft-drinks']],
        ['Malt Drink', 600, ['soft-drinks']],
        ['Bottled Water (75 cl)', 300, ['soft-drinks']],
      ],
    },
  ],
  pharmacy: [
    {
      name: 'Wellness',
      products: [
        ['Vitamin C 1000 mg (30 tabs)', 3500, ['wellness']],
        ['Multivitamins (30 tabs)', 6500, ['wellness']],
        ['Omega-3 Fish Oil (60 caps)', 5500, ['wellness']],
        ['Zinc Tablets (30)', 2500, ['wellness']],
        ['Hand Sanitiser (500 ml)', 1500, ['wellness']],
      ],
    },
    {
      name: 'First aid',
      products: [
        ['Plasters (20 pack)', 800, ['first-aid']],
        ['Paracetamol 500 mg (24 tabs)', 600, ['first-aid']],
        ['First Aid Kit', 9500, ['first-aid']],
        ['Antiseptic Liquid (500 ml)', 1800, ['first-aid']],
        ['Digital Thermometer', 4500, ['first-aid']],
      ],
    },
    {
      name: 'Baby care',
      products: [
        ['Baby Wipes (80)', 2500, ['baby-care']],
        ['Diapers Size 3 (40)', 12000, ['baby-care']],
        ['Baby Lotion (400 ml)', 3000, ['baby-care']],
        ['Teething Gel', 2200, ['baby-care']],
      ],
    },
  ],
};
