import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from './event-bus';
import { useBusEvent } from './use-bus-event';

function CartCount() {
  const [count, setCount] = useState(0);
  useBusEvent('cart:changed', (event) => setCount(event.count));
  return <span>count {count}</span>;
}

describe('useBusEvent', () => {
  it('re-renders on an event and stops listening when unmounted', () => {
    const view = render(<CartCount />);
    act(() => bus.emit('cart:changed', { vendorId: 'v', cartId: 'c', count: 3 }));
    expect(screen.getByText('count 3')).toBeTruthy();
    view.unmount();
    expect(() => bus.emit('cart:changed', { vendorId: 'v', cartId: 'c', count: 4 })).not.toThrow();
  });
});
