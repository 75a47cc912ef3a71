import { choiceDetails, choiceTitle } from './describe-choice';

describe('a plan choice in words', () => {
  it('says a laundry plan by its load, care and pickups', () => {
    const choice = {
      service: 'laundry',
      kind: 'plan',
      unit: 'bags',
      quantity: 2,
      care: 'wash_iron',
      pickups_per_month: 4,
    } as const;
    expect(choiceTitle(choice)).toBe('Laundry, monthly plan');
    expect(choiceDetails(choice)).toBe('2 bags, wash and iron, 4 pickups a month');
  });

  it('says a one-off deep clean, and ignores the frequency it does not use', () => {
    const choice = {
      service: 'cleaning',
      kind: 'one_off',
      bedrooms: 1,
      bathrooms: 2,
      frequency: 'weekly',
      deep_clean: true,
    } as const;
    expect(choiceTitle(choice)).toBe('Home cleaning, one-off');
    expect(choiceDetails(choice)).toBe('1 bedroom, 2 bathrooms, one visit, deep clean');
  });
});
