/**
 * The sandbox's tables. Bump SCHEMA_VERSION whenever this changes: a data folder written by an
 * older version is then rebuilt from the seed (sandbox data is disposable, so no data migrations).
 */
export const SCHEMA_VERSION = 13;

export const SCHEMA_SQL = `
CREATE TABLE countries (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  currency TEXT NOT NULL, dial_code TEXT NOT NULL
);
CREATE TABLE country_states (
  id INTEGER PRIMARY KEY, country_code TEXT NOT NULL, name TEXT NOT NULL
);
CREATE TABLE location_areas (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, state TEXT NOT NULL, country_code TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL
);
CREATE TABLE business_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL,
  business_type_id INTEGER NOT NULL REFERENCES business_types(id)
);
CREATE TABLE vendors (
  uuid TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, business_name TEXT NOT NULL,
  description TEXT NOT NULL, latitude REAL, longitude REAL, country_id INTEGER NOT NULL,
  country_code TEXT NOT NULL, currency TEXT NOT NULL, address TEXT NOT NULL,
  location_area_id INTEGER REFERENCES location_areas(id), utc_offset_minutes INTEGER NOT NULL,
  working_hours TEXT NOT NULL, is_deliverect_vendor INTEGER NOT NULL, rating REAL NOT NULL,
  ratings_count INTEGER NOT NULL, delivery_fee INTEGER NOT NULL, minimum_order INTEGER NOT NULL,
  prep_time_minutes INTEGER NOT NULL, behaviour TEXT NOT NULL, is_hidden_gem INTEGER NOT NULL,
  offer_title TEXT, position INTEGER NOT NULL, phone TEXT NOT NULL
);
CREATE TABLE vendor_business_types (
  vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid),
  business_type_id INTEGER NOT NULL REFERENCES business_types(id),
  PRIMARY KEY (vendor_uuid, business_type_id)
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY, vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid), name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE products (
  uuid TEXT PRIMARY KEY, vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid),
  category_id INTEGER NOT NULL REFERENCES categories(id), name TEXT NOT NULL,
  description TEXT NOT NULL, price INTEGER NOT NULL, currency TEXT NOT NULL,
  is_available INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX products_vendor ON products(vendor_uuid);
CREATE TABLE product_tags (
  product_uuid TEXT NOT NULL REFERENCES products(uuid), tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (product_uuid, tag_id)
);
CREATE TABLE addon_groups (
  id INTEGER PRIMARY KEY, product_uuid TEXT NOT NULL REFERENCES products(uuid), name TEXT NOT NULL,
  min INTEGER NOT NULL, max INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX addon_groups_product ON addon_groups(product_uuid);
CREATE TABLE addons (
  uuid TEXT PRIMARY KEY, group_id INTEGER NOT NULL REFERENCES addon_groups(id),
  name TEXT NOT NULL, price INTEGER NOT NULL
);
CREATE TABLE curations (
  uuid TEXT PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL,
  country_code TEXT NOT NULL, is_active INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE curation_products (
  curation_uuid TEXT NOT NULL REFERENCES curations(uuid),
  product_uuid TEXT NOT NULL REFERENCES products(uuid), position INTEGER NOT NULL,
  PRIMARY KEY (curation_uuid, product_uuid)
);
CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE, phone TEXT NOT NULL, password_hash TEXT NOT NULL,
  domicile_location TEXT NOT NULL, referral_code TEXT NOT NULL UNIQUE,
  reward_points INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE wallet_balances (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  currency TEXT NOT NULL, balance INTEGER NOT NULL,
  PRIMARY KEY (customer_id, currency)
);
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  audience TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE passcodes (
  email TEXT PRIMARY KEY COLLATE NOCASE, code TEXT NOT NULL, expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE favourites (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid), created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, vendor_uuid)
);
CREATE TABLE addresses (
  uuid TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  label TEXT NOT NULL, address TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL,
  is_default INTEGER NOT NULL, area TEXT, street TEXT, building TEXT, landmark TEXT, phone TEXT,
  instructions TEXT, created_at TEXT NOT NULL
);
CREATE TABLE support_messages (
  reference TEXT PRIMARY KEY, customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  country_code TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, topic TEXT NOT NULL,
  message TEXT NOT NULL, order_reference TEXT, created_at TEXT NOT NULL
);
CREATE TABLE carts (
  uuid TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid), status TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX carts_customer ON carts(customer_id, status);
CREATE TABLE cart_items (
  uuid TEXT PRIMARY KEY, cart_uuid TEXT NOT NULL REFERENCES carts(uuid) ON DELETE CASCADE,
  product_uuid TEXT NOT NULL REFERENCES products(uuid), quantity INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items(cart_uuid);
CREATE TABLE cart_item_addons (
  uuid TEXT PRIMARY KEY, cart_item_uuid TEXT NOT NULL REFERENCES cart_items(uuid) ON DELETE CASCADE,
  addon_uuid TEXT NOT NULL REFERENCES addons(uuid), quantity INTEGER NOT NULL
);
CREATE INDEX cart_item_addons_item ON cart_item_addons(cart_item_uuid);
CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE, voucher_id INTEGER UNIQUE, title TEXT NOT NULL,
  description TEXT NOT NULL, discount_type TEXT NOT NULL, value INTEGER NOT NULL,
  minimum_order INTEGER NOT NULL, max_discount INTEGER, currency TEXT, expires_at TEXT NOT NULL,
  is_exclusive INTEGER NOT NULL, customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  used_at TEXT
);
CREATE TABLE orders (
  uuid TEXT PRIMARY KEY, reference TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid), status TEXT NOT NULL,
  delivery_type TEXT NOT NULL, items TEXT NOT NULL, currency TEXT NOT NULL,
  subtotal INTEGER NOT NULL, delivery_fee INTEGER NOT NULL, service_fee INTEGER NOT NULL,
  discount_amount INTEGER NOT NULL, discount_code TEXT, total INTEGER NOT NULL,
  delivery_address TEXT NOT NULL, drop_off TEXT, payment_method TEXT NOT NULL, delivery_time_min INTEGER,
  delivery_time_max INTEGER, rating INTEGER, rating_comment TEXT, slot_starts_at TEXT,
  slot_ends_at TEXT, release_at INTEGER, next_step_at INTEGER, cancel_reason TEXT,
  cart_uuid TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
  latitude REAL, longitude REAL
);
CREATE INDEX orders_customer ON orders(customer_id, created_at);
CREATE INDEX orders_next_step ON orders(next_step_at);
CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uuid TEXT NOT NULL REFERENCES orders(uuid) ON DELETE CASCADE,
  status TEXT NOT NULL, at TEXT NOT NULL
);
CREATE INDEX orders_cart ON orders(cart_uuid, status);
CREATE TABLE order_requests (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL, cart_uuid TEXT NOT NULL,
  order_uuid TEXT NOT NULL REFERENCES orders(uuid) ON DELETE CASCADE,
  PRIMARY KEY (customer_id, idempotency_key)
);
CREATE TABLE payments (
  reference TEXT PRIMARY KEY, purpose TEXT NOT NULL, customer_id INTEGER NOT NULL,
  order_uuid TEXT, description TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,
  return_url TEXT NOT NULL, status TEXT NOT NULL, failure_reason TEXT,
  otp_required INTEGER NOT NULL DEFAULT 0, idempotency_key TEXT, created_at TEXT NOT NULL,
  settled_at TEXT, method TEXT, method_detail TEXT, method_expires_at TEXT, refunded_at TEXT
);
CREATE INDEX payments_order ON payments(order_uuid);
CREATE TABLE pay_for_me_requests (
  token TEXT PRIMARY KEY, order_uuid TEXT NOT NULL UNIQUE REFERENCES orders(uuid) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history(order_uuid);
CREATE TABLE riders (
  id INTEGER PRIMARY KEY, country_code TEXT NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL,
  vehicle TEXT NOT NULL
);
CREATE TABLE order_riders (
  order_uuid TEXT PRIMARY KEY REFERENCES orders(uuid) ON DELETE CASCADE,
  rider_id INTEGER NOT NULL REFERENCES riders(id), started_at INTEGER NOT NULL,
  located_at INTEGER NOT NULL
);
CREATE TABLE vendor_feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT, vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid),
  order_uuid TEXT UNIQUE REFERENCES orders(uuid) ON DELETE SET NULL,
  customer_name TEXT NOT NULL, rating INTEGER NOT NULL, comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX vendor_feedback_vendor ON vendor_feedback(vendor_uuid, created_at);
CREATE TABLE notifications (
  uuid TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  title TEXT NOT NULL, body TEXT NOT NULL, order_uuid TEXT, read_at TEXT, created_at TEXT NOT NULL
);
CREATE INDEX notifications_customer ON notifications(customer_id, created_at);
CREATE TABLE support_cases (
  reference TEXT PRIMARY KEY,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders(uuid) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  status TEXT NOT NULL, late INTEGER NOT NULL, note TEXT, credited_amount INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE support_case_items (
  case_reference TEXT NOT NULL REFERENCES support_cases(reference) ON DELETE CASCADE,
  order_item_uuid TEXT NOT NULL, problem TEXT NOT NULL, amount INTEGER NOT NULL,
  position INTEGER NOT NULL, PRIMARY KEY (case_reference, order_item_uuid)
);
CREATE TABLE wallet_transactions (
  uuid TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  type TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, description TEXT NOT NULL,
  reference TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE reward_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  points INTEGER NOT NULL, description TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE redeemed_rewards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL, code TEXT NOT NULL, value INTEGER NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE gift_cards (
  code TEXT PRIMARY KEY COLLATE NOCASE, value INTEGER NOT NULL, currency TEXT NOT NULL,
  redeemed_by INTEGER REFERENCES customers(id) ON DELETE SET NULL, redeemed_at TEXT
);
-- Both rewards are promised when the friend joins (each in its own wallet's currency) and paid
-- once, when the friend's first order is paid (credited_at). Seeded friends have no account.
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  referrer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  referred_id INTEGER UNIQUE REFERENCES customers(id) ON DELETE SET NULL,
  referred_name TEXT NOT NULL, reward INTEGER NOT NULL, friend_reward INTEGER NOT NULL,
  created_at TEXT NOT NULL, credited_at TEXT, first_order_uuid TEXT
);
CREATE TABLE waiting_list (
  email TEXT NOT NULL COLLATE NOCASE, service TEXT NOT NULL, name TEXT NOT NULL,
  created_at TEXT NOT NULL, PRIMARY KEY (email, service)
);
CREATE TABLE store_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT, vendor_uuid TEXT NOT NULL REFERENCES vendors(uuid),
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL, created_at TEXT NOT NULL
);
CREATE TABLE plan_discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE, service TEXT, discount_percent INTEGER NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE plan_orders (
  reference TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  payment_reference TEXT NOT NULL UNIQUE, choice TEXT NOT NULL, discount_code TEXT,
  price TEXT NOT NULL, address TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL,
  drop_off TEXT, start_date TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX plan_orders_customer ON plan_orders(customer_id, created_at);
`;
