/**
 * The min/max rules of a product's add-on groups: what each group asks for, whether a choice
 * satisfies it, and what the product costs with the add-ons chosen.
 */
import type { AddonSelection } from '@jara/contracts/api-calls';
import type { AddonGroup, Product } from '@jara/contracts/entities';

/** The chosen add-on uuids of each group, by group id. */
export type AddonChoice = Readonly<Record<number, readonly string[]>>;

/** A single pick that must be made: shown as radio buttons. */
export function isSingleChoice(group: AddonGroup): boolean {
  return group.min === 1 && group.max === 1;
}

export function ruleText(group: AddonGroup): string {
  const limited = group.max < group.addons.length;
  if (group.min === 0) return limited ? `Optional, up to ${group.max}` : 'Optional';
  if (group.min === group.max) return `Choose ${group.min}`;
  return limited ? `Choose ${group.min} to ${group.max}` : `Choose at least ${group.min}`;
}

export function groupProblem(group: AddonGroup, choice: AddonChoice): string | null {
  const count = choice[group.id]?.length ?? 0;
  if (count < group.min) {
    return group.min === 1 ? 'Choose one' : `Choose at least ${group.min}`;
  }
  if (count > group.max) return `Choose at most ${group.max}`;
  return null;
}

export function isComplete(groups: readonly AddonGroup[], choice: AddonChoice): boolean {
  return groups.every((group) => groupProblem(group, choice) === null);
}

/** Whether one more add-on may still be ticked in this group. */
export function hasRoom(group: AddonGroup, choice: AddonChoice): boolean {
  return (choice[group.id]?.length ?? 0) < group.max;
}

export function toggleAddon(
  choice: AddonChoice,
  group: AddonGroup,
  addonUuid: string,
): AddonChoice {
  const current = choice[group.id] ?? [];
  if (current.includes(addonUuid)) {
    return { ...choice, [group.id]: current.filter((uuid) => uuid !== addonUuid) };
  }
  // A one-pick group swaps its pick rather than refusing the new one.
  if (group.max === 1) return { ...choice, [group.id]: [addonUuid] };
  if (!hasRoom(group, choice)) return choice;
  return { ...choice, [group.id]: [...current, addonUuid] };
}

export function toSelections(choice: AddonChoice): AddonSelection[] {
  return Object.values(choice)
    .flat()
    .map((addonUuid) => ({ addon_uuid: addonUuid, quantity: 1 }));
}

export function choiceTotal(product: Product, choice: AddonChoice): number {
  const chosen = new Set(Object.values(choice).flat());
  return product.addon_groups
    .flatMap((group) => group.addons)
    .filter((addon) => chosen.has(addon.uuid))
    .reduce((sum, addon) => sum + addon.price, product.price);
}
