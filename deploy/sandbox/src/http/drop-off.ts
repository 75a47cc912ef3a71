/**
 * The drop-off an order or a plan order carries (`dropOffSchema` in the contracts): the same
 * limits as a saved address's fields (routes/addresses.ts), each refusal naming its field
 * (`drop_off.street`).
 */
import { z } from 'zod';

const dropOffText = (max: number) => z.string().trim().max(max).nullable();

export const dropOff = z.object({
  street: dropOffText(200),
  building: dropOffText(120),
  landmark: dropOffText(200),
  phone: dropOffText(20),
  instructions: dropOffText(300),
});

/** Where the form requires the street (a plan order's address step), the server does too. */
export const dropOffWithStreet = dropOff.extend({ street: z.string().trim().min(1).max(200) });
