import { openDatabase, rebuildDatabase, type Db } from '../db/open-database';
import { emptyLedger, noteCart, type RushLedger } from './rush-ledger';
import { reconcile } from './rush-reconcile';

const DOMAIN = 'lunch-rush.test';
const AT = '2026-11-23T12:00:00.000Z';
const CLEAN = {
  lost_writes: 0,
  double_charges: 0,
  orders_without_payment: 0,
  confirmed_orders_missing: 0,
  wallet_mismatches: 0,
};

function emptyDb(): Db {
  const db = openDatabase(':memory:');
  rebuildDatabase(db, () => undefined);
  // Only the rows the checks read: no vendors or products behind them.
  db.pragma('foreign_keys = OFF');
  return db;
}

function customer(db: Db, id: number, email: string, balance = 0) {
  db.prepare(
    `INSERT INTO customers (id, name, email, phone, password_hash, domicile_location, referral_code, created_at)
     VALUES (?, 'Ada', ?, '+2348000000', 'x', 'NG', ?, ?)`,
  ).run(id, email, `R${id}`, AT);
  wallet(db, id, 'NGN', balance);
}

function wallet(db: Db, customerId: number, currency: string, balance: number) {
  db.prepare('INSERT INTO wallet_balances (customer_id, currency, balance) VALUES (?, ?, ?)').run(
    customerId,
    currency,
    balance,
  );
}

function order(
  db: Db,
  uuid: string,
  customerId: number,
  method: string,
  status: string,
  currency = 'NGN',
) {
  db.prepare(
    `INSERT INTO orders (uuid, reference, customer_id, vendor_uuid, status, delivery_type, items, currency, subtotal,
     delivery_fee, service_fee, discount_amount, total, delivery_address, payment_method, created_at, updated_at)
     VALUES (?, ?, ?, 'v', ?, 'delivery', '[]', ?, 1000, 0, 0, 0, 1000, 'x', ?, ?, ?)`,
  ).run(uuid, `JR-${uuid}`, customerId, status, currency, method, AT, AT);
}

interface PaymentDetails {
  purpose?: 'order' | 'pay_for_me' | 'wallet_funding';
  currency?: string;
  method?: 'card' | 'bank_transfer' | 'ussd' | 'mpesa' | null;
}

function payment(
  db: Db,
  reference: string,
  customerId: number,
  orderUuid: string,
  status: string,
  { purpose = 'order', currency = 'NGN', method = 'card' }: PaymentDetails = {},
) {
  db.prepare(
    `INSERT INTO payments (reference, purpose, customer_id, order_uuid, description, amount, currency, return_url, status, created_at, method)
     VALUES (?, ?, ?, ?, 'x', 1000, ?, 'http://x', ?, ?, ?)`,
  ).run(reference, purpose, customerId, orderUuid, currency, status, AT, method);
}

function movement(
  db: Db,
  customerId: number,
  type: string,
  amount: number,
  description: string,
  currency = 'NGN',
) {
  db.prepare(
    `INSERT INTO wallet_transactions (uuid, customer_id, type, amount, currency, description, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    `${description}-${Math.random()}`,
    customerId,
    type,
    amount,
    currency,
    description,
    `WT-${Math.random()}`,
    AT,
  );
}

/** A rush customer who topped up 5,000, paid one order by wallet and one by card. */
function cleanHistory(): { db: Db; ledger: RushLedger } {
  const db = emptyDb();
  customer(db, 1, `customer-1@${DOMAIN}`, 4000);
  movement(db, 1, 'credit', 5000, 'Wallet top-up by card');
  order(db, 'w1', 1, 'wallet', 'pending');
  movement(db, 1, 'debit', 1000, 'Payment for order JR-w1');
  order(db, 'c1', 1, 'card', 'accepted');
  payment(db, 'P1', 1, 'c1', 'succeeded');
  order(db, 'c2', 1, 'card', 'awaiting_payment');
  db.prepare(
    "INSERT INTO carts (uuid, customer_id, vendor_uuid, status, created_at) VALUES ('k1', 1, 'v', 'ordered', ?)",
  ).run(AT);
  db.prepare(
    "INSERT INTO cart_items (uuid, cart_uuid, product_uuid, quantity, position) VALUES ('i1', 'k1', 'p1', 3, 0)",
  ).run();
  const ledger = emptyLedger();
  noteCart(ledger, { uuid: 'k1', items: [{ product_uuid: 'p1', quantity: 3 }] });
  for (const uuid of ['w1', 'c1', 'c2']) ledger.placedOrders.add(uuid);
  ledger.confirmedOrders.add('w1').add('c1');
  return { db, ledger };
}

describe('reconcile', () => {
  it('finds nothing wrong in a consistent history (an unpaid order waiting is not a fault)', () => {
    const { db, ledger } = cleanHistory();
    expect(reconcile(db, ledger, DOMAIN)).toEqual(CLEAN);
  });

  it('counts acknowledged cart quantities and orders the data no longer holds', () => {
    const { db, ledger } = cleanHistory();
    db.prepare("UPDATE cart_items SET quantity = 1 WHERE uuid = 'i1'").run();
    db.prepare("DELETE FROM orders WHERE uuid = 'c1'").run();
    expect(reconcile(db, ledger, DOMAIN)).toMatchObject({
      lost_writes: 3,
      confirmed_orders_missing: 1,
      // The card payment of the vanished order is still settled: the money is taken, the order gone.
      orders_without_payment: 0,
    });
  });

  it('counts a second card settlement, a second wallet debit and an order paid both ways', () => {
    const { db, ledger } = cleanHistory();
    payment(db, 'P2', 1, 'c1', 'succeeded');
    movement(db, 1, 'debit', 1000, 'Payment for order JR-w1');
    payment(db, 'P3', 1, 'w1', 'succeeded');
    db.prepare('UPDATE wallet_balances SET balance = 3000 WHERE customer_id = 1').run();
    expect(reconcile(db, ledger, DOMAIN).double_charges).toBe(3);
  });

  it('counts orders past awaiting_payment with no settled payment of their method', () => {
    const { db, ledger } = cleanHistory();
    order(db, 'c3', 1, 'card', 'pending');
    payment(db, 'P4', 1, 'c3', 'cancelled');
    order(db, 'w2', 1, 'wallet', 'completed');
    expect(reconcile(db, ledger, DOMAIN).orders_without_payment).toBe(2);
  });

  it('counts wallets whose balance is not the sum of their transactions, rush customers only', () => {
    const { db, ledger } = cleanHistory();
    customer(db, 2, `customer-2@${DOMAIN}`, 700);
    customer(db, 3, 'demo@jara.test', 999);
    expect(reconcile(db, ledger, DOMAIN).wallet_mismatches).toBe(1);
  });

  describe('the ways added to the mix (transfer, USSD, M-Pesa, pay-for-me, shillings)', () => {
    it('finds nothing wrong when each way paid its order once, and a raced payer was cancelled', () => {
      const { db, ledger } = cleanHistory();
      order(db, 't1', 1, 'card', 'pending');
      payment(db, 'PT1', 1, 't1', 'succeeded', { method: 'bank_transfer' });
      order(db, 'm1', 1, 'card', 'accepted', 'KES');
      payment(db, 'PM1', 1, 'm1', 'failed', { currency: 'KES', method: 'mpesa' });
      payment(db, 'PM2', 1, 'm1', 'succeeded', { currency: 'KES', method: 'mpesa' });
      // A pay-for-me link two payers raced: one charge, the other payment cancelled.
      order(db, 'f1', 1, 'pay_for_me', 'pending');
      payment(db, 'PF1', 1, 'f1', 'succeeded', { purpose: 'pay_for_me' });
      payment(db, 'PF2', 1, 'f1', 'cancelled', { purpose: 'pay_for_me', method: 'card' });
      // A shilling wallet beside the naira one, each the sum of its own transactions.
      wallet(db, 1, 'KES', 700);
      movement(db, 1, 'credit', 1700, 'Wallet top-up by M-Pesa', 'KES');
      order(db, 'wk', 1, 'wallet', 'pending', 'KES');
      movement(db, 1, 'debit', 1000, 'Payment for order JR-wk', 'KES');
      expect(reconcile(db, ledger, DOMAIN)).toEqual(CLEAN);
    });

    it('counts an order with two settled M-Pesa payments as a double charge', () => {
      const { db, ledger } = cleanHistory();
      order(db, 'm1', 1, 'card', 'pending', 'KES');
      payment(db, 'PM1', 1, 'm1', 'succeeded', { currency: 'KES', method: 'mpesa' });
      payment(db, 'PM2', 1, 'm1', 'succeeded', { currency: 'KES', method: 'mpesa' });
      expect(reconcile(db, ledger, DOMAIN).double_charges).toBe(1);
    });

    it('counts a pay-for-me order two payers both paid, whichever customer the payments name', () => {
      const { db, ledger } = cleanHistory();
      customer(db, 9, 'demo@jara.test');
      order(db, 'f1', 1, 'pay_for_me', 'pending');
      payment(db, 'PF1', 1, 'f1', 'succeeded', { purpose: 'pay_for_me' });
      payment(db, 'PF2', 9, 'f1', 'succeeded', { purpose: 'pay_for_me', method: 'bank_transfer' });
      expect(reconcile(db, ledger, DOMAIN).double_charges).toBe(1);
    });

    it('counts a transfer and a card both settled on one order, and one also paid from the wallet', () => {
      const { db, ledger } = cleanHistory();
      order(db, 't1', 1, 'card', 'pending');
      payment(db, 'PT1', 1, 't1', 'succeeded', { method: 'bank_transfer' });
      payment(db, 'PT2', 1, 't1', 'succeeded', { method: 'card' });
      payment(db, 'PU1', 1, 'w1', 'succeeded', { method: 'ussd' });
      expect(reconcile(db, ledger, DOMAIN).double_charges).toBe(2);
    });

    it('wants a paid order settled by its own method, in its currency', () => {
      const { db, ledger } = cleanHistory();
      // A pay-for-me order paid only by a payment of a card checkout is not paid by its link.
      order(db, 'f1', 1, 'pay_for_me', 'pending');
      payment(db, 'PF1', 1, 'f1', 'succeeded');
      // A card order settled by a pay-for-me payment is not its own payment either.
      order(db, 'c3', 1, 'card', 'pending');
      payment(db, 'PC3', 1, 'c3', 'succeeded', { purpose: 'pay_for_me' });
      // A shilling order paid in naira, by M-Pesa and from the wallet.
      order(db, 'm1', 1, 'card', 'pending', 'KES');
      payment(db, 'PM1', 1, 'm1', 'succeeded', { method: 'mpesa' });
      order(db, 'wk', 1, 'wallet', 'pending', 'KES');
      movement(db, 1, 'debit', 1000, 'Payment for order JR-wk');
      db.prepare('UPDATE wallet_balances SET balance = 3000 WHERE customer_id = 1').run();
      expect(reconcile(db, ledger, DOMAIN)).toMatchObject({
        orders_without_payment: 4,
        double_charges: 0,
        wallet_mismatches: 0,
      });
    });

    it('checks each currency’s wallet on its own, a currency with no balance row included', () => {
      const { db, ledger } = cleanHistory();
      wallet(db, 1, 'KES', 500);
      movement(db, 1, 'credit', 400, 'Wallet top-up by M-Pesa', 'KES');
      customer(db, 2, `customer-2@${DOMAIN}`);
      movement(db, 2, 'credit', 300, 'Wallet top-up by M-Pesa', 'KES');
      expect(reconcile(db, ledger, DOMAIN).wallet_mismatches).toBe(2);
    });
  });
});
