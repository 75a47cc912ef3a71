import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from './event-bus';
import { useBusEvent } from './use-bus-event';

function LastOrder() {
  const [orderId, setOrderId] = useState('none');
  useBusEvent('order:placed', (event) => setOrderId(event.orderId));
  return <span>order {orderId}</span>;
}

describe('useBusEvent', () => {
  it('re-renders on an event and stops listening when unmounted', () => {
    const view = render(<LastOrder />);
    act(() => bus.emit('order:placed', { orderId: 'o-3' }));
    expect(screen.getByText('order o-3')).toBeTruthy();
    view.unmount();
    expect(() => bus.emit('order:placed', { orderId: 'o-4' })).not.toThrow();
  });
});
