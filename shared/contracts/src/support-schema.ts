/** Sandbox extension: how customers reach support, and the messages its contact form files. */
import { z } from 'zod/mini';
import { COUNTRY_CODES } from './constants';

export const SUPPORT_TOPICS = ['order', 'payment', 'account', 'other'] as const;

/** Sandbox extension: how a country's customers reach support (spec names the page, not its data). */
export const supportChannelsSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  phone: z.string(),
  email: z.string(),
  /** A wa.me link that opens a chat with support. */
  whatsapp_url: z.string(),
  /** When people answer, in words: "Every day, 7am to 10pm". */
  hours: z.string(),
});

/** Sandbox extension: a message sent from the contact form, as support filed it. */
export const supportMessageSchema = z.object({
  reference: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  created_at: z.string(),
});
