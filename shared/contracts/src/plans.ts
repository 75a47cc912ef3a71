/** Shapes of the cleaning and laundry plan API, which lives on its own base URL. */

export type PlanService = 'laundry' | 'cleaning';

export interface PlanCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface PlanAuthResult {
  access_token: string;
  customer: PlanCustomer;
}

export interface PlanAmount {
  service: PlanService;
  frequency: 'one_off' | 'weekly' | 'biweekly' | 'monthly';
  rooms: number;
  amount: number;
  discount_amount: number;
  total: number;
  currency: 'NGN' | 'KES';
}

export interface PlanDiscountCheck {
  expired: boolean;
  discount_percent: number;
  options: { frequency: PlanAmount['frequency']; discount_percent: number }[];
}

export interface PlanDeliveryCheck {
  can_deliver: number;
  details: { closest_location: { name: string } | null };
  delivery_fee: number;
}

export interface PaymentLink {
  payment_link: string;
  reference: string;
}
