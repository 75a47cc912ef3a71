/**
 * The drawer's two lists as a real tablist: the arrow keys (and Home, End) move between
 * "Active" and "History", and only the chosen tab is in the tab order.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ActiveOrders } from './active-orders';
import { OrderHistory } from './order-history';
import styles from './orders-tabs.module.css';

export const ORDER_TABS = [
  { id: 'active', label: 'Active' },
  { id: 'history', label: 'History' },
] as const;
export type OrdersTab = (typeof ORDER_TABS)[number]['id'];

const STEP: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % ORDER_TABS.length,
  ArrowLeft: (index) => (index - 1 + ORDER_TABS.length) % ORDER_TABS.length,
  Home: () => 0,
  End: () => ORDER_TABS.length - 1,
};

export interface OrdersTabsProps {
  tab: OrdersTab;
  onTab: (tab: OrdersTab) => void;
  onChoose: (orderId: string) => void;
  /** Called as the cart drawer takes over from a past order's "Order again". */
  onLeave: () => void;
  /** Coming back from an order's details: the chosen tab takes the focus again. */
  focusTab?: boolean;
}

export function OrdersTabs({ tab, onTab, onChoose, onLeave, focusTab = false }: OrdersTabsProps) {
  const baseId = useId();
  const tabs = useRef<Partial<Record<OrdersTab, HTMLButtonElement | null>>>({});
  useEffect(() => {
    if (focusTab) tabs.current[tab]?.focus();
    // Only when the lists come back, not on every change of tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTab]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = ORDER_TABS[step(ORDER_TABS.findIndex((each) => each.id === tab))]!.id;
    onTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="Orders" className={styles.tablist}>
        {ORDER_TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(id)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className={styles.panel}
      >
        {tab === 'active' ? (
          <ActiveOrders onChoose={onChoose} />
        ) : (
          <OrderHistory onChoose={onChoose} onLeave={onLeave} />
        )}
      </div>
    </>
  );
}
