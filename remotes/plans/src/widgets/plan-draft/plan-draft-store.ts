/**
 * What a customer has chosen so far in the plan flow, one draft per country and service. It lives
 * in this tab's storage: a reload, the back button and the trip to the payment page keep it, and
 * the end of a session forgets it, here too: the page lives on after a 401 and must not show the
 * next person the last one's address.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { bus } from '@jara/bus';
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanChoice, PlanService } from '@jara/contracts/plans';
import { dropOffValues } from '@jara/forms/drop-off-fields';
import { STORAGE_KEYS, tabStorage } from '@jara/state/persisted';

export interface PlanDraft {
  choice: PlanChoice;
  /** A code the server accepted; cleared when it stops applying. */
  discountCode: string | null;
  place: PickedPlace | null;
  /** The drop-off as typed (the fields of `@jara/forms/drop-off-fields`): the street and house
   * number, and what a rider or cleaner needs at the door. */
  street: string;
  building: string;
  landmark: string;
  phone: string;
  instructions: string;
  /** The first pickup or visit, as YYYY-MM-DD. */
  startDate: string;
  /** The served area the plans API named for `place`; null until it said it comes there. */
  servedBy: string | null;
}

const FIRST_CHOICE: Record<PlanService, PlanChoice> = {
  laundry: {
    service: 'laundry',
    kind: 'plan',
    unit: 'bags',
    quantity: 2,
    care: 'wash_fold',
    pickups_per_month: 2,
  },
  cleaning: {
    service: 'cleaning',
    kind: 'plan',
    bedrooms: 2,
    bathrooms: 1,
    frequency: 'weekly',
    deep_clean: false,
  },
};

export function newDraft(service: PlanService): PlanDraft {
  return {
    choice: FIRST_CHOICE[service],
    discountCode: null,
    place: null,
    ...dropOffValues(),
    startDate: '',
    servedBy: null,
  };
}

export type DraftKey = `${CountryCode}:${PlanService}`;
export const draftKey = (country: CountryCode, service: PlanService): DraftKey =>
  `${country}:${service}`;

interface PlanDraftState {
  drafts: Partial<Record<DraftKey, PlanDraft>>;
  update(key: DraftKey, service: PlanService, patch: Partial<PlanDraft>): void;
  clear(key: DraftKey): void;
  clearAll(): void;
}

/**
 * A draft stored before the address step asked every drop-off field gets the ones it lacks,
 * empty, so the form and the summary never read a missing field.
 */
function withEveryField(persisted: unknown, current: PlanDraftState): PlanDraftState {
  const stored = (persisted as Partial<PlanDraftState> | undefined)?.drafts ?? {};
  const drafts: PlanDraftState['drafts'] = {};
  for (const [key, draft] of Object.entries(stored) as [DraftKey, PlanDraft][]) {
    const service = key.split(':')[1] === 'cleaning' ? 'cleaning' : 'laundry';
    drafts[key] = { ...newDraft(service), ...draft };
  }
  return { ...current, drafts };
}

export const planDraftStore = createStore<PlanDraftState>()(
  persist(
    (set) => ({
      drafts: {},
      update: (key, service, patch) =>
        set((state) => ({
          drafts: {
            ...state.drafts,
            [key]: { ...(state.drafts[key] ?? newDraft(service)), ...patch },
          },
        })),
      clear: (key) =>
        set((state) => {
          const drafts = { ...state.drafts };
          delete drafts[key];
          return { drafts };
        }),
      clearAll: () => set({ drafts: {} }),
    }),
    { name: STORAGE_KEYS.planDrafts, storage: tabStorage, merge: withEveryField },
  ),
);

bus.on('auth:logged-out', () => planDraftStore.getState().clearAll());

// One fresh draft per service, so a store selector returns the same object on every read.
const FRESH_DRAFTS: Record<PlanService, PlanDraft> = {
  laundry: newDraft('laundry'),
  cleaning: newDraft('cleaning'),
};

/** The draft to show: the stored one, or a fresh one with the first choices. */
export function draftOf(state: PlanDraftState, country: CountryCode, service: PlanService) {
  return state.drafts[draftKey(country, service)] ?? FRESH_DRAFTS[service];
}
