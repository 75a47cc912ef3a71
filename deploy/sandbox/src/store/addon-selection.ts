import type { AddonSelection } from '@jara/contracts/api-calls';
import { ApiError } from '../http/api-error';
import type { CatalogueIndex } from './catalogue-index';

export const MAX_ADDON_QUANTITY = 10;

/**
 * Checks a product's complete add-on choice against its groups (each add-on offered with this
 * product; each group within its min and max) and returns it merged and in a stable order.
 * `field` names the request field in the 422, e.g. "addons".
 */
export function resolveAddonSelection(
  catalogue: CatalogueIndex,
  productUuid: string,
  productName: string,
  selection: AddonSelection[],
  field = 'addons',
): AddonSelection[] {
  const merged = new Map<string, number>();
  selection.forEach((choice, index) => {
    const addon = catalogue.addons.get(choice.addon_uuid);
    if (!addon || addon.product_uuid !== productUuid) {
      const message = `This add-on is not offered with ${productName}.`;
      throw new ApiError(422, message, { [`${field}.${index}.addon_uuid`]: [message] });
    }
    merged.set(choice.addon_uuid, (merged.get(choice.addon_uuid) ?? 0) + choice.quantity);
  });
  const groups = catalogue.addonGroupsByProduct.get(productUuid) ?? [];
  for (const group of groups) {
    const chosen = group.addons.reduce((sum, addon) => sum + (merged.get(addon.uuid) ?? 0), 0);
    if (chosen < group.min) {
      const message = `Choose at least ${group.min} from "${group.name}" for ${productName}.`;
      throw new ApiError(422, message, { [field]: [message] });
    }
    if (chosen > group.max) {
      const message = `You can choose at most ${group.max} from "${group.name}" for ${productName}.`;
      throw new ApiError(422, message, { [field]: [message] });
    }
  }
  for (const [uuid, quantity] of merged) {
    if (quantity > MAX_ADDON_QUANTITY) {
      const message = `You can add at most ${MAX_ADDON_QUANTITY} of one add-on.`;
      throw new ApiError(422, message, { [field]: [message] });
    }
    if (quantity <= 0) merged.delete(uuid);
  }
  return [...merged.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([addon_uuid, quantity]) => ({ addon_uuid, quantity }));
}

/** Two cart lines with the same product and this same signature are one line. */
export function selectionSignature(selection: AddonSelection[]): string {
  return [...selection]
    .sort((a, b) => a.addon_uuid.localeCompare(b.addon_uuid))
    .map((choice) => `${choice.addon_uuid}x${choice.quantity}`)
    .join(',');
}
