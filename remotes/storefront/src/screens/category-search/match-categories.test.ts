import { matchCategories } from './match-categories';

const groups = [
  {
    businessType: { id: 1, name: 'Restaurants', slug: 'restaurants' },
    tags: [
      { id: 1, name: 'Rice dishes', slug: 'rice-dishes', business_type_id: 1 },
      { id: 2, name: 'Grills', slug: 'grills', business_type_id: 1 },
    ],
  },
  {
    businessType: { id: 4, name: 'Bakery & Desserts', slug: 'bakery-desserts' },
    tags: [{ id: 9, name: 'Bread', slug: 'bread', business_type_id: 4 }],
  },
];

describe('matchCategories', () => {
  it('finds business types and tags whose names contain the filter, ignoring case', () => {
    const found = matchCategories(groups, '  BR ');
    expect(found.businessTypes).toEqual([]);
    expect(found.tags.map((tag) => tag.slug)).toEqual(['bread']);
    expect(matchCategories(groups, 'ts').businessTypes.map((type) => type.slug)).toEqual([
      'restaurants',
      'bakery-desserts',
    ]);
  });

  it('lists everything for an empty filter and nothing for an unknown one', () => {
    expect(matchCategories(groups, '').tags).toHaveLength(3);
    const none = matchCategories(groups, '<script>');
    expect([...none.businessTypes, ...none.tags]).toEqual([]);
  });
});
