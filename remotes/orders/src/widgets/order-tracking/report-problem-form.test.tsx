/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * Issue 39, item 1: "Report a problem" in a delivered order's details, inside the window. What the
 * form sends, the case that replaces it, the server's refusals and a lost connection, and item
 * names that are hostile text.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@jara/contracts/entities';
import { PROBLEM_REPORT_WINDOW_MS } from '@jara/contracts/support-case-schema';
import { CONNECTION_PROBLEM } from '@jara/forms/apply-api-errors';
import { ordersKeys } from '@jara/query/orders-queries';
import { walletKeys } from '@jara/query/wallet-queries';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { aSupportCase } from '@jara/testing/builders/support-case';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { OrderDetails } from './order-details';
import { NOTHING_CHOSEN } from './report-problem-schema';

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on two shared cores.
jest.setTimeout(15_000);
const DETAILS = 'GET /marketplace/orders/{id}';
const REPORT = 'POST /marketplace/orders/{id}/problems';
const mockProps = makeParcelProps();
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: () => mockProps }));

/** anOrder, delivered `ago` ms before now. */
function deliveredAgo(ago: number, overrides: Partial<Order> = {}): Order {
  const order = anOrder(overrides);
  const at = new Date(Date.now() - ago).toISOString();
  return {
    ...order,
    status_history: order.status_history.map((change) =>
      change.status === 'completed' ? { ...change, at } : change,
    ),
  };
}

const JUST_NOW = 10 * 60_000;
const reported = (order: Order, overrides = {}) => ({
  ...order,
  support_case: aSupportCase(overrides),
});

async function openDetails(order: Order) {
  api.answer(DETAILS, order);
  const onLeave = jest.fn();
  const rendered = renderWithQuery(
    <OrderDetails orderId={order.uuid} onBack={jest.fn()} onLeave={onLeave} />,
  );
  await screen.findByRole('heading', { name: `Order ${order.reference}` });
  return { ...rendered, onLeave };
}

async function openForm(order: Order = deliveredAgo(JUST_NOW)) {
  const opened = await openDetails(order);
  fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
  return { ...opened, form: screen.getByRole('form', { name: 'Report a problem' }) };
}

const choose = (item: RegExp, problem: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: item }), { target: { value: problem } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('ReportProblemForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends the items that went wrong and the note, then shows the case and has the wallet read again', async () => {
    const order = deliveredAgo(JUST_NOW);
    api.answer(REPORT, reported(order), 'Sorry about order JR-MPK001.');
    const { client } = await openForm(order);
    client.setQueryData(walletKeys.balance('NG'), { balance: 1 });
    choose(/Jollof rice/, 'spoiled');
    fireEvent.change(screen.getByLabelText('Anything else we should know? (optional)'), {
      target: { value: ' The rice was sour. ' },
    });
    send();

    const shown = await screen.findByTestId('order-problem-case');
    expect(within(shown).getByRole('heading').textContent).toBe(
      'Problem reported · case SC-4HQ7PX',
    );
    expect(shown.textContent).toContain('Refunded: ₦6,000 is back in your Jara wallet.');
    expect(shown.textContent).toContain('Jollof riceSpoiled or damaged₦6,000');
    expect(shown.textContent).toContain('The rice was sour.');
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    const [request, ...others] = api.sent(REPORT);
    expect(others).toEqual([]);
    expect(new URL(request!.url).pathname).toBe('/api/marketplace/orders/order-1/problems');
    expect(await bodyOf(request!)).toEqual({
      items: [{ item_uuid: 'item-1', problem: 'spoiled' }],
      late: false,
      note: 'The rice was sour.',
    });
    expect(client.getQueryState(walletKeys.balance('NG'))?.isInvalidated).toBe(true);
    expect(client.getQueryData<Order>(ordersKeys.details(order.uuid))?.support_case).not.toBeNull();
  });

  it('sends a late order alone, and shows the case in review', async () => {
    const order = deliveredAgo(JUST_NOW);
    api.answer(
      REPORT,
      reported(order, {
        status: 'in_review',
        late: true,
        items: [],
        credited_amount: 0,
        note: null,
      }),
    );
    await openForm(order);
    fireEvent.click(screen.getByRole('checkbox', { name: 'The order came late' }));
    send();
    const shown = await screen.findByTestId('order-problem-case');
    expect(shown.textContent).toContain('In review: our support team will reply within a day.');
    expect(shown.textContent).toContain('The order came late');
    expect(await bodyOf(api.sent(REPORT)[0]!)).toEqual({ items: [], late: true });
  });

  it('asks for something to report before sending', async () => {
    await openForm();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(NOTHING_CHOSEN);
    expect(
      screen.getByRole('group', { name: 'What went wrong?' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.sent(REPORT)).toHaveLength(0);
  });

  it.each([
    [
      409,
      'You already reported a problem with order JR-MPK001 (case SC-4HQ7PX). Contact us about this order if something else is wrong.',
      undefined,
    ],
    [
      422,
      'One of those items is not in order JR-MPK001.',
      { items: ['One of those items is not in order JR-MPK001.'] },
    ],
    [
      422,
      'Problems can be reported here within 24 hours of delivery, and order JR-MPK001 arrived longer ago. Contact us about this order and we will help.',
      undefined,
    ],
  ])(
    'shows the server’s %i refusal at the form and keeps what was chosen',
    async (status, message, errors) => {
      api.refuse(REPORT, status, message, errors);
      await openForm();
      choose(/Zobo/, 'missing');
      send();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Zobo/ }).value).toBe(
        'missing',
      );
      expect(screen.queryByTestId('order-problem-case')).toBeNull();
    },
  );

  it('says a lost connection calmly, keeps the report, and sends the same one again', async () => {
    const order = deliveredAgo(JUST_NOW);
    api.drop(REPORT);
    await openForm(order);
    choose(/Zobo/, 'wrong');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION_PROBLEM);
    const button = screen.getByRole('button', { name: 'Send report' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());

    api.answer(REPORT, reported(order));
    send();
    expect(await screen.findByTestId('order-problem-case')).toBeTruthy();
    const bodies = await Promise.all(api.sent(REPORT).map(bodyOf));
    expect(bodies).toEqual(
      Array(2).fill({ items: [{ item_uuid: 'item-2', problem: 'wrong' }], late: false }),
    );
  });

  it.each(HOSTILE_STRINGS)(
    'shows an item named with $name as text, in the form and the case',
    async ({ text }) => {
      const base = deliveredAgo(JUST_NOW);
      const order = {
        ...base,
        items: base.items.map((item, index) => (index === 0 ? { ...item, name: text } : item)),
      };
      api.answer(REPORT, reported(order, { items: [{ ...aSupportCase().items[0]!, name: text }] }));
      const { form } = await openForm(order);
      expectShownAsText(form, text);
      choose(/Zobo/, 'missing');
      send();
      expectShownAsText(await screen.findByTestId('order-problem-case'), text);
    },
  );

  it('is not offered once the window after delivery has closed, nor before delivery', async () => {
    const { unmount } = await openDetails(deliveredAgo(PROBLEM_REPORT_WINDOW_MS + 60_000));
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    unmount();
    await openDetails({ ...deliveredAgo(JUST_NOW), status: 'in_transit' });
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('links every order to the contact form, told which order it is about', async () => {
    const { onLeave } = await openDetails(anOrder({ status: 'in_transit' }));
    const link = screen.getByRole('link', { name: 'Contact us about this order' });
    expect(link.getAttribute('href')).toBe('/marketplace/contact-us?order=JR-MPK001');
    fireEvent.click(link);
    expect(onLeave).toHaveBeenCalled();
    expect(mockProps.navigate).toHaveBeenCalledWith('/marketplace/contact-us?order=JR-MPK001');
  });
});
