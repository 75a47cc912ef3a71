/** What the contact form asks for and how it checks it before sending (the server checks again). */
import type { SupportTopic } from '@jara/contracts/entities';
import { isOrderReference } from '@jara/contracts/order-reference';
import {
  emailAddress,
  formSchema,
  oneOf,
  optionalText,
  requiredText,
  textOfLength,
} from '@jara/forms/field-rules';
import type { SelectOption } from '@jara/ui/field';

export const MESSAGE_LENGTH = { min: 10, max: 2000 } as const;

export const TOPIC_OPTIONS: (SelectOption & { value: SupportTopic })[] = [
  { value: 'order', label: 'An order' },
  { value: 'payment', label: 'A payment' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
];

const TOPICS = TOPIC_OPTIONS.map((option) => option.value) as [SupportTopic, ...SupportTopic[]];

export const contactSchema = formSchema({
  name: requiredText('Enter your name.'),
  email: emailAddress('Enter your email, so we can reply.'),
  topic: oneOf(TOPICS, 'Choose what your message is about.'),
  message: textOfLength(MESSAGE_LENGTH.min, MESSAGE_LENGTH.max, {
    short: `Tell us a little more: at least ${MESSAGE_LENGTH.min} characters.`,
    long: `Keep it under ${MESSAGE_LENGTH.max} characters.`,
  }),
  order_reference: optionalText(),
});

export const EMPTY_MESSAGE = { name: '', email: '', topic: '', message: '', order_reference: '' };

/**
 * The message a link from an order starts with: about an order, that one. The link's reference is
 * used only if it has an order reference's shape; anything else is dropped, never shown.
 */
export function messageAbout(reference: string | null) {
  return isOrderReference(reference)
    ? { ...EMPTY_MESSAGE, topic: 'order', order_reference: reference }
    : EMPTY_MESSAGE;
}
