import type { Db } from '../db/open-database';
import { namedUuid } from '../domain/ids';
import { DEMO_CUSTOMER, KENYA_DEMO_CUSTOMER } from './demo-accounts';
import { insertRows } from './insert-rows';
import { DAY_MS, daysAgo } from './random';

const ADA = DEMO_CUSTOMER.id;
const WANJIKU = KENYA_DEMO_CUSTOMER.id;

function addresses(now: number) {
  const address = (
    customer: number,
    label: string,
    place: { street: string; area: string; city: string; landmark: string | null },
    lat: number,
    lng: number,
    isDefault: boolean,
    age: number,
  ) => ({
    uuid: namedUuid(`address:${customer}:${label}`),
    customer_id: customer,
    label,
    address: `${place.street}, ${place.area}, ${place.city}`,
    latitude: lat,
    longitude: lng,
    is_default: isDefault,
    area: place.area,
    street: place.street,
    landmark: place.landmark,
    phone: null,
    created_at: daysAgo(now, age),
  });
  const lagos = (street: string, area: string, landmark: string | null) => ({
    street,
    area,
    city: 'Lagos',
    landmark,
  });
  return [
    address(
      ADA,
      'Home',
      lagos('12 Admiralty Road', 'Lekki Phase 1', 'Blue gate beside the pharmacy'),
      6.4474,
      3.4719,
      true,
      110,
    ),
    address(
      ADA,
      'Office',
      lagos('4 Adeola Odeku Street', 'Victoria Island', 'Third floor, ask at reception'),
      6.4299,
      3.4215,
      false,
      90,
    ),
    address(
      ADA,
      "Mum's place",
      lagos('9 Akerele Street', 'Surulere', null),
      6.4988,
      3.3521,
      false,
      40,
    ),
    address(
      WANJIKU,
      'Home',
      {
        street: 'Riverside Drive',
        area: 'Westlands',
        city: 'Nairobi',
        landmark: 'Green gate, house 14',
      },
      -1.2683,
      36.8055,
      true,
      80,
    ),
  ];
}

function walletTransactions(now: number) {
  const entry = (
    customer: number,
    key: string,
    type: 'credit' | 'debit',
    amount: number,
    currency: string,
    description: string,
    age: number,
  ) => ({
    uuid: namedUuid(`wallet:${customer}:${key}`),
    customer_id: customer,
    type,
    amount,
    currency,
    description,
    reference: `WT-${key.toUpperCase()}`,
    created_at: daysAgo(now, age),
  });
  return [
    entry(ADA, 'topup1', 'credit', 20000, 'NGN', 'Wallet top-up by card', 30),
    entry(ADA, 'order1', 'debit', 6500, 'NGN', 'Payment for order JR-MPK001', 20),
    entry(ADA, 'refund1', 'credit', 1500, 'NGN', 'Refund for cancelled order JR-SAH004', 12),
    entry(ADA, 'topup2', 'credit', 10000, 'NGN', 'Wallet top-up by card', 5),
    entry(WANJIKU, 'topup1', 'credit', 3000, 'KES', 'Wallet top-up by M-Pesa', 10),
  ];
}

function notifications(now: number) {
  const note = (
    customer: number,
    key: string,
    title: string,
    body: string,
    age: number,
    read: boolean,
    orderReference?: string,
  ) => ({
    uuid: namedUuid(`notification:${customer}:${key}`),
    customer_id: customer,
    title,
    body,
    order_uuid: orderReference ? namedUuid(`order:${orderReference}`) : null,
    read_at: read ? daysAgo(now, age - 1) : null,
    // Today's notes keep their time: at noon they could be later than the sandbox's now.
    created_at: age < 1 ? new Date(now - age * DAY_MS).toISOString() : daysAgo(now, age),
  });
  return [
    note(
      ADA,
      'welcome',
      'Welcome to Jara',
      'Use WELCOME10 for 10% off your next order.',
      100,
      true,
    ),
    note(
      ADA,
      'delivered',
      'Order delivered',
      'Your order from Mama Put Kitchen has been delivered. Enjoy!',
      20,
      true,
      'JR-MPK001',
    ),
    note(
      ADA,
      'points',
      'You earned 350 points',
      'Points from your last order are in your rewards centre.',
      19,
      true,
      'JR-MPK001',
    ),
    note(
      ADA,
      'ready-for-pickup',
      'Ready for pickup',
      'Your order JR-JOL006 is ready at Jollof Republic.',
      0.04,
      false,
      'JR-JOL006',
    ),
    note(
      ADA,
      'referral',
      'Your friend joined Jara',
      'Funke joined with your link: you both get ₦1,500 once her first order is paid.',
      8,
      false,
    ),
    note(
      ADA,
      'voucher',
      'A new voucher for you',
      'NAIJA15 takes 15% off your next order this week.',
      3,
      false,
    ),
    note(
      ADA,
      'curation',
      'Weekend jollof feast',
      'Our favourite jollof spots, picked for you.',
      1,
      false,
    ),
    note(
      WANJIKU,
      'welcome',
      'Karibu Jara',
      'Use KARIBU10 for 10% off your first order.',
      60,
      false,
    ),
  ];
}

function rewards(now: number) {
  const history = (customer: number, points: number, description: string, age: number) => ({
    customer_id: customer,
    points,
    description,
    created_at: daysAgo(now, age),
  });
  return [
    history(ADA, 500, 'Welcome bonus', 100),
    history(ADA, 600, 'Points for order JR-LGH002', 45),
    history(ADA, 350, 'Points for order JR-MPK001', 20),
    history(ADA, 500, 'Referral bonus: Funke joined', 8),
    history(ADA, -500, 'Redeemed for a ₦500 discount code', 6),
    history(WANJIKU, 300, 'Welcome bonus', 60),
  ];
}

export function seedDemoActivity(db: Db, now: number): void {
  insertRows(db, 'addresses', addresses(now));
  insertRows(db, 'wallet_transactions', walletTransactions(now));
  insertRows(db, 'notifications', notifications(now));
  insertRows(db, 'reward_history', rewards(now));
  insertRows(db, 'redeemed_rewards', [
    {
      customer_id: ADA,
      kind: 'discount',
      code: 'RWD-ADA-500',
      value: 500,
      created_at: daysAgo(now, 6),
    },
    {
      customer_id: ADA,
      kind: 'giftcard',
      code: 'GIFT-NG-2500',
      value: 2500,
      created_at: daysAgo(now, 50),
    },
  ]);
  insertRows(db, 'gift_cards', [
    {
      code: 'GIFT-NG-2500',
      value: 2500,
      currency: 'NGN',
      redeemed_by: ADA,
      redeemed_at: daysAgo(now, 50),
    },
  ]);
  insertRows(db, 'discount_codes', [
    {
      code: 'RWD-ADA-500',
      voucher_id: null,
      title: '₦500 reward discount',
      description: 'Redeemed from your rewards.',
      discount_type: 'fixed',
      value: 500,
      minimum_order: 0,
      max_discount: null,
      currency: 'NGN',
      expires_at: daysAgo(now, -60),
      is_exclusive: false,
      customer_id: ADA,
      used_at: null,
    },
  ]);
  const referral = (name: string, joinedAge: number, orderedAge: number | null) => ({
    referrer_id: ADA,
    referred_name: name,
    reward: 1500,
    friend_reward: 1500,
    created_at: daysAgo(now, joinedAge),
    credited_at: orderedAge === null ? null : daysAgo(now, orderedAge),
  });
  // Funke joined but has not ordered yet: her reward is still to come (see her notification).
  insertRows(db, 'referrals', [
    referral('Chidi O.', 70, 68),
    referral('Tunde B.', 30, 29),
    referral('Funke A.', 8, null),
  ]);
}
