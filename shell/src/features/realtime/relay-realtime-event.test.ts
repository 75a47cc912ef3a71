import { bus } from '@jara/bus';
import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import { anOrder } from '@jara/testing/builders/order';
import { aRider } from '@jara/testing/builders/rider';
import { makeRealtimeNotification } from '../../testing/realtime-payloads';
import { relayRealtimeEvent } from './relay-realtime-event';

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('relayRealtimeEvent', () => {
  const orders: unknown[] = [];
  const notifications: unknown[] = [];
  let offs: (() => void)[] = [];
  let warn: jest.SpyInstance;

  beforeEach(() => {
    orders.length = 0;
    notifications.length = 0;
    offs = [
      bus.on('order:status-changed', (event) => orders.push(event.order)),
      bus.on('notification:received', (event) => notifications.push(event.notification)),
    ];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    offs.forEach((off) => off());
    warn.mockRestore();
  });

  it('relays a well-formed order and notification', () => {
    const order = anOrder();
    const notification = makeRealtimeNotification();
    relayRealtimeEvent(REALTIME_EVENTS.orderStatus, { order });
    relayRealtimeEvent(REALTIME_EVENTS.notification, { notification });
    expect(orders).toEqual([order]);
    expect(notifications).toEqual([notification]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['data that is not JSON (pusher hands the raw text on)', `not json ${HOSTILE}`],
    ['data that is null', null],
    ['an order that is null', { order: null }],
    ['no order', { notification: makeRealtimeNotification() }],
    ['an order with a status as a number', { order: anOrder({ status: 3 as never }) }],
    ['an unknown status', { order: anOrder({ status: HOSTILE as never }) }],
    ['items that are not a list', { order: anOrder({ items: 'none' as never }) }],
    ['an item that is null', { order: anOrder({ items: [null as never] }) }],
    ['a total as text', { order: anOrder({ total: '6700' as never }) }],
    ['no vendor', { order: anOrder({ vendor: null as never }) }],
  ])('drops an order event with %s, and says why without its content', (_, data) => {
    relayRealtimeEvent(REALTIME_EVENTS.orderStatus, data);
    expect(orders).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[realtime] dropped a malformed "order.status-changed" event',
      expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]),
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain(HOSTILE);
  });

  it.each([
    ['a notification that is null', { notification: null }],
    ['a title as a number', { notification: makeRealtimeNotification({ title: 7 as never }) }],
    ['no uuid', { notification: { ...makeRealtimeNotification(), uuid: undefined } }],
  ])('drops a notification event with %s', (_, data) => {
    relayRealtimeEvent(REALTIME_EVENTS.notification, data);
    expect(notifications).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      '[realtime] dropped a malformed "notification.created" event',
      expect.any(Array),
    );
  });

  it('still relays a good event after malformed ones', () => {
    relayRealtimeEvent(REALTIME_EVENTS.orderStatus, 'garbage');
    relayRealtimeEvent(REALTIME_EVENTS.orderStatus, { order: null });
    const order = anOrder({ status: 'ready' });
    relayRealtimeEvent(REALTIME_EVENTS.orderStatus, { order });
    expect(orders).toEqual([order]);
  });

  describe('the rider’s position', () => {
    const moves: unknown[] = [];
    let off: () => void;
    beforeEach(() => {
      moves.length = 0;
      off = bus.on('order:rider-moved', (event) => moves.push(event));
    });
    afterEach(() => off());

    it('relays a well-formed position, hostile text and all (a screen shows it as text)', () => {
      const event = { order_uuid: 'order-1', rider: aRider({ name: HOSTILE }) };
      relayRealtimeEvent(REALTIME_EVENTS.riderMoved, event);
      expect(moves).toEqual([event]);
    });

    it.each([
      ['no order', { rider: aRider() }],
      ['no rider', { order_uuid: 'order-1', rider: null }],
      [
        'a position as text',
        { order_uuid: 'order-1', rider: aRider({ position: 'here' as never }) },
      ],
      ['progress beyond the door', { order_uuid: 'order-1', rider: aRider({ progress: 1.5 }) }],
      ['a distance below zero', { order_uuid: 'order-1', rider: aRider({ distance_left_km: -1 }) }],
      ['a phone as a number', { order_uuid: 'order-1', rider: aRider({ phone: 803 as never }) }],
    ])('drops a position with %s', (_, data) => {
      relayRealtimeEvent(REALTIME_EVENTS.riderMoved, data);
      expect(moves).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        '[realtime] dropped a malformed "order.rider-moved" event',
        expect.any(Array),
      );
    });
  });
});
