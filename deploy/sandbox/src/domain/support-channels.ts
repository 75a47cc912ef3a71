import type { CountryCode } from '@jara/contracts/constants';
import type { SupportChannels } from '@jara/contracts/entities';

/** How each country's customers reach support: a local line, one inbox, a WhatsApp chat. */
export const SUPPORT_CHANNELS: Record<CountryCode, SupportChannels> = {
  NG: {
    country: 'NG',
    phone: '+234 1 700 5272',
    email: 'support@jara.ng',
    whatsapp_url: 'https://wa.me/2347005272000',
    hours: 'Every day, 7am to 10pm (Lagos time)',
  },
  KE: {
    country: 'KE',
    phone: '+254 20 765 5272',
    email: 'support@jara.co.ke',
    whatsapp_url: 'https://wa.me/254207655272',
    hours: 'Every day, 8am to 9pm (Nairobi time)',
  },
};
