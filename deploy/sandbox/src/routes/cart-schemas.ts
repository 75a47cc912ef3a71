import { z } from 'zod';
import { numeric, uuidList } from '../http/fields';
import { MAX_ADDON_QUANTITY } from '../store/addon-selection';
import { MAX_ITEM_QUANTITY } from '../store/cart-mutations';

export const addonSelections = z
  .array(
    z.object({
      addon_uuid: z.string().min(1).max(64),
      quantity: numeric(z.number().int().min(1).max(MAX_ADDON_QUANTITY)),
    }),
  )
  .max(30);

export const addItemBody = z.object({
  vendor_id: z.string().trim().min(1).max(120),
  cart_id: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => value || null),
  product_uuid: z.string().min(1).max(64),
  quantity: numeric(z.number().int().min(1).max(MAX_ITEM_QUANTITY)),
  addons: addonSelections.optional(),
});

export const addonsBody = z.object({ addons: addonSelections });

/** PUT sets quantities, so 0 (remove) is allowed there. */
export const addonQuantitiesBody = z.object({
  addons: z
    .array(
      z.object({
        addon_uuid: z.string().min(1).max(64),
        quantity: numeric(z.number().int().min(0).max(MAX_ADDON_QUANTITY)),
      }),
    )
    .max(30),
});

export const updateItemsBody = z.object({
  items: z
    .array(
      z.object({
        uuid: z.string().min(1).max(64),
        quantity: numeric(z.number().int().min(0).max(MAX_ITEM_QUANTITY)),
      }),
    )
    .min(1)
    .max(100),
});

export const cartIdsBody = z.object({ cart_ids: uuidList.min(1) });
export const itemIdsBody = z.object({ item_ids: uuidList.min(1) });
export const addonIdsBody = z.object({ cart_item_addon_ids: uuidList.min(1) });

/** `cart_ids` arrives as "a,b,c"; an empty entry is refused (the client must not send one). */
export const cartIdsQuery = z.object({
  cart_ids: z
    .string()
    .max(2000)
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const ids = value.split(',').map((id) => id.trim());
      if (ids.some((id) => id === '')) {
        context.addIssue({
          code: 'custom',
          message: 'Every cart id in cart_ids must be non-empty.',
        });
        return z.NEVER;
      }
      return ids;
    }),
});
