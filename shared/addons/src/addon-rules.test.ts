import type { AddonGroup, Product } from '@jara/contracts/entities';
import {
  choiceTotal,
  groupProblem,
  hasRoom,
  isComplete,
  isSingleChoice,
  ruleText,
  toSelections,
  toggleAddon,
} from './addon-rules';

const addons = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    uuid: `${prefix}${index + 1}`,
    name: `${prefix} ${index + 1}`,
    price: 100 * (index + 1),
  }));

const protein: AddonGroup = { id: 1, name: 'Protein', min: 1, max: 1, addons: addons('p', 3) };
const sides: AddonGroup = { id: 2, name: 'Sides', min: 0, max: 2, addons: addons('s', 3) };
const drinks: AddonGroup = { id: 3, name: 'Drinks', min: 2, max: 3, addons: addons('d', 3) };
const sauces: AddonGroup = { id: 4, name: 'Sauces', min: 1, max: 3, addons: addons('x', 2) };

const product = { uuid: 'prod', price: 1000, addon_groups: [protein, sides] } as Product;

describe('add-on rules', () => {
  it('describes each group in words', () => {
    expect(ruleText(protein)).toBe('Choose 1');
    expect(ruleText(sides)).toBe('Optional, up to 2');
    expect(ruleText({ ...sides, max: 3 })).toBe('Optional');
    expect(ruleText(drinks)).toBe('Choose at least 2');
    expect(ruleText({ ...sauces, addons: addons('x', 4) })).toBe('Choose 1 to 3');
  });

  it('shows a required single pick as one choice', () => {
    expect(isSingleChoice(protein)).toBe(true);
    expect(isSingleChoice(sides)).toBe(false);
  });

  it('asks for the minimum and refuses more than the maximum', () => {
    expect(groupProblem(protein, {})).toBe('Choose one');
    expect(groupProblem(drinks, { 3: ['d1'] })).toBe('Choose at least 2');
    expect(groupProblem(sides, { 2: ['s1', 's2', 's3'] })).toBe('Choose at most 2');
    expect(groupProblem(sides, {})).toBeNull();
    expect(isComplete([protein, sides], { 1: ['p2'] })).toBe(true);
    expect(isComplete([protein, sides], { 2: ['s1'] })).toBe(false);
  });

  it('swaps a one-pick group and stops a full group from taking more', () => {
    const picked = toggleAddon({}, protein, 'p1');
    expect(toggleAddon(picked, protein, 'p2')).toEqual({ 1: ['p2'] });
    expect(toggleAddon(picked, protein, 'p1')).toEqual({ 1: [] });

    const full = toggleAddon(toggleAddon({}, sides, 's1'), sides, 's2');
    expect(hasRoom(sides, full)).toBe(false);
    expect(toggleAddon(full, sides, 's3')).toBe(full);
    expect(hasRoom(drinks, { 3: ['d1', 'd2'] })).toBe(true);
  });

  it('turns the choice into the cart call and prices it', () => {
    const choice = { 1: ['p2'], 2: ['s1', 's3'] };
    expect(toSelections(choice)).toEqual([
      { addon_uuid: 'p2', quantity: 1 },
      { addon_uuid: 's1', quantity: 1 },
      { addon_uuid: 's3', quantity: 1 },
    ]);
    expect(choiceTotal(product, choice)).toBe(1000 + 200 + 100 + 300);
  });
});
