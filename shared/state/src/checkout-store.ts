/** What the customer chose at checkout, kept between the steps of the checkout remote. */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { CheckoutDeliveryInfo, PaymentInfo } from '@jara/contracts/entities';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface CheckoutState {
  cartId: string | null;
  deliveryInfo: CheckoutDeliveryInfo | null;
  paymentInfo: PaymentInfo | null;
  discountCode: string;
  /** A code chosen outside checkout (a voucher's "Use"): the next checkout starts with it. */
  nextCode: string;
}

export interface CheckoutActions {
  startCheckout(cartId: string): void;
  setDeliveryInfo(info: CheckoutDeliveryInfo | null): void;
  setPaymentInfo(info: PaymentInfo | null): void;
  setDiscountCode(code: string): void;
  carryCode(code: string): void;
  clear(): void;
}

const empty: CheckoutState = {
  cartId: null,
  deliveryInfo: null,
  paymentInfo: null,
  discountCode: '',
  nextCode: '',
};

export const checkoutStore = createStore<CheckoutState & CheckoutActions>()(
  persist(
    (set) => ({
      ...empty,
      startCheckout: (cartId) =>
        set((state) => ({ ...empty, cartId, discountCode: state.nextCode })),
      setDeliveryInfo: (deliveryInfo) => set({ deliveryInfo }),
      setPaymentInfo: (paymentInfo) => set({ paymentInfo }),
      setDiscountCode: (discountCode) => set({ discountCode }),
      carryCode: (nextCode) => set({ nextCode }),
      clear: () => set(empty),
    }),
    { name: STORAGE_KEYS.checkout, storage: deviceStorage },
  ),
);
