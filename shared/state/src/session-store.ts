/** Who the customer is. The shell writes it; every bundle reads it. */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Customer } from '@jara/contracts/entities';
import type { PlanCustomer } from '@jara/contracts/plans';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface SessionState {
  token: string | null;
  customerId: number | null;
  customer: Customer | null;
  /** Token for the cleaning-plan API, which has its own accounts. */
  planToken: string | null;
  planCustomerId: number | null;
  planCustomer: PlanCustomer | null;
}

export interface SessionActions {
  signIn(token: string, customerId: number, customer?: Customer | null): void;
  setCustomer(customer: Customer): void;
  signInToPlans(token: string, customerId: number, customer?: PlanCustomer | null): void;
  clear(): void;
}

const signedOut: SessionState = {
  token: null,
  customerId: null,
  customer: null,
  planToken: null,
  planCustomerId: null,
  planCustomer: null,
};

export const sessionStore = createStore<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (token, customerId, customer = null) => set({ token, customerId, customer }),
      setCustomer: (customer) => set({ customer, customerId: customer.id }),
      signInToPlans: (planToken, planCustomerId, planCustomer = null) =>
        set({ planToken, planCustomerId, planCustomer }),
      clear: () => set(signedOut),
    }),
    { name: STORAGE_KEYS.session, storage: deviceStorage },
  ),
);

export const isLoggedIn = (state: SessionState): boolean => Boolean(state.token);
