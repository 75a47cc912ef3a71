/**
 * A cart item's add-ons read against its product's add-on groups: the choice the picker starts
 * from when they are changed, and which single add-ons may be taken off without leaving a
 * group short of its minimum.
 */
import type { AddonChoice } from '@jara/addons/addon-rules';
import type { AddonGroup, CartItem, CartItemAddon, Product } from '@jara/contracts/entities';

function groupOf(product: Product, addon: CartItemAddon): AddonGroup | undefined {
  return product.addon_groups.find((group) =>
    group.addons.some((candidate) => candidate.uuid === addon.addon_uuid),
  );
}

export function addonChoiceOfItem(product: Product, item: CartItem): AddonChoice {
  const choice: Record<number, string[]> = {};
  for (const addon of item.addons) {
    const group = groupOf(product, addon);
    // An add-on the menu no longer has cannot be chosen again; the picker leaves it out.
    if (group) (choice[group.id] ??= []).push(addon.addon_uuid);
  }
  return choice;
}

/**
 * The cart item add-on uuids that can go alone: their group still has its minimum without them
 * (counted in quantities, as the server counts).
 */
export function removableAddonIds(product: Product, item: CartItem): ReadonlySet<string> {
  const chosenIn = (group: AddonGroup) =>
    item.addons
      .filter((addon) => groupOf(product, addon) === group)
      .reduce((sum, addon) => sum + addon.quantity, 0);
  return new Set(
    item.addons
      .filter((addon) => {
        const group = groupOf(product, addon);
        return !group || chosenIn(group) - addon.quantity >= group.min;
      })
      .map((addon) => addon.uuid),
  );
}
