/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { requestLocationPick } from '@jara/bus/location-request';
import { DROP_OFF_FIELDS, PHONE_INVALID } from '@jara/forms/drop-off-fields';
import { INVALID_EMAIL } from '@jara/forms/field-rules';
import { sessionStore } from '@jara/state/session-store';
import { expectRefused } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { LEKKI, NOT_SERVED, planAmount, served } from '../../testing/plan-fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { draftOf, planDraftStore } from '../plan-draft/plan-draft-store';
import { firstStartDate } from './flow-steps';
import { PlanFlow } from './plan-flow';

jest.mock('@jara/bus/analytics');
// The shell's location picker answers over the bus; here it answers at once with a place.
jest.mock('@jara/bus/location-request');

const CHECK = 'GET /v3/website/check_delivery_location';
const WAITING_LIST = 'POST /waiting_list';

const api = setUpApiDouble();
const KANO = { ...LEKKI, latitude: 12, longitude: 8.52, address: 'Current location' };

function renderWhere() {
  return renderPlanScreen(<PlanFlow service="laundry" step="where" />, {
    url: '/laundry?step=where',
  });
}

async function pick() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose the address' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  planDraftStore.setState({ drafts: {} });
  sessionStore.getState().clear();
  api.answerPlans('POST plan/generate_amount', planAmount({ total: 20_000 }));
});

describe('where the team comes', () => {
  it('checks a picked place with the total, then asks for the street and the first day', async () => {
    jest.mocked(requestLocationPick).mockResolvedValue(LEKKI);
    api.answerPlans(CHECK, served('Lekki', 1500));
    const { props } = renderWhere();
    await pick();
    expect(await screen.findByText('We come to Lekki.')).toBeTruthy();
    expect(screen.getByText(/Pickup and delivery/).textContent).toBe('Pickup and delivery: ₦1,500');
    expect(api.sentPlans(CHECK).map(queryOf)).toEqual([
      {
        latitude: String(LEKKI.latitude),
        longitude: String(LEKKI.longitude),
        is_laundry: '1',
        total_price: '20000',
      },
    ]);
    const street = screen.getByLabelText(/Street and house number/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expectRefused(street, 'Enter the street and house number.'));
    expect(props.navigate).not.toHaveBeenCalled();
    fireEvent.change(street, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expectRefused(street, 'Enter the street and house number.'));
    expect(props.navigate).not.toHaveBeenCalled();

    fireEvent.change(street, { target: { value: '12 Admiralty Way' } });
    fireEvent.change(screen.getByLabelText(/First pickup/), {
      target: { value: firstStartDate() },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/laundry?step=review'));
    expect(draftOf(planDraftStore.getState(), 'NG', 'laundry')).toMatchObject({
      street: '12 Admiralty Way',
      building: '',
      servedBy: 'Lekki',
    });
  });

  it('asks the drop-off fields every address form asks, keeps them, and checks the phone', async () => {
    jest.mocked(requestLocationPick).mockResolvedValue(LEKKI);
    api.answerPlans(CHECK, served('Lekki', 1500));
    const { props } = renderWhere();
    await pick();
    await screen.findByText('We come to Lekki.');
    const labels = Array.from(document.querySelectorAll('form label'), (label) =>
      label.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(labels.map((label) => label?.replace(/ ?\*| ?\(required\)/, ''))).toEqual([
      ...DROP_OFF_FIELDS.map((field) => field.label),
      'First pickup',
    ]);
    const typed = {
      street: '12 Admiralty Way',
      building: 'Block C, Flat 4',
      landmark: 'Blue gate',
      phone: 'call me',
      instructions: 'Call on arrival',
    };
    for (const { name, label } of DROP_OFF_FIELDS) {
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), {
        target: { value: typed[name] },
      });
    }
    fireEvent.change(screen.getByLabelText(/First pickup/), {
      target: { value: firstStartDate() },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const phone = screen.getByLabelText(/^Phone for the rider/);
    await waitFor(() => expectRefused(phone, PHONE_INVALID));
    expect(props.navigate).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: '+234 803 111 2233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/laundry?step=review'));
    expect(draftOf(planDraftStore.getState(), 'NG', 'laundry')).toMatchObject({
      ...typed,
      phone: '+234 803 111 2233',
    });
  });

  it('offers the waiting list outside the served areas, with the known customer filled in', async () => {
    sessionStore.getState().signInToPlans('token', 7, {
      id: 7,
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '0800',
    });
    jest.mocked(requestLocationPick).mockResolvedValue(KANO);
    api.answerPlans(CHECK, NOT_SERVED);
    api.answer(WAITING_LIST, null);
    renderWhere();
    await pick();
    expect(
      await screen.findByText('We do not offer laundry at Current location yet.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Street and house number/)).toBeNull();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Ada Obi');
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(/You're on the list/)).toBeTruthy();
    const joined = api.sent(WAITING_LIST);
    expect(joined).toHaveLength(1);
    expect(await bodyOf(joined[0]!)).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      service: 'laundry',
    });
  });

  // The e2e hostile-plans spec keeps two of these strings: here the fields take them all.
  it.each(HOSTILE_STRINGS)(
    'keeps $name as the street and landmark as typed, and goes on to the review',
    async ({ text }) => {
      jest.mocked(requestLocationPick).mockResolvedValue(LEKKI);
      api.answerPlans(CHECK, served('Lekki', 1500));
      const { props } = renderWhere();
      await pick();
      fireEvent.change(await screen.findByLabelText(/Street and house number/), {
        target: { value: text },
      });
      fireEvent.change(screen.getByLabelText(/Landmark/), { target: { value: text } });
      fireEvent.change(screen.getByLabelText(/First pickup/), {
        target: { value: firstStartDate() },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/laundry?step=review'));
      expect(draftOf(planDraftStore.getState(), 'NG', 'laundry')).toMatchObject({
        street: text,
        landmark: text,
      });
    },
  );

  it.each(HOSTILE_STRINGS)(
    'refuses $name as a waiting list email before sending, and sends it as the name as typed',
    async ({ text }) => {
      jest.mocked(requestLocationPick).mockResolvedValue(KANO);
      api.answerPlans(CHECK, NOT_SERVED);
      api.answer(WAITING_LIST, null);
      renderWhere();
      await pick();
      const name = await screen.findByLabelText(/Your name/);
      const email = () => screen.getByLabelText(/Email/);
      fireEvent.change(name, { target: { value: text } });
      fireEvent.change(email(), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
      await waitFor(() => expectRefused(email(), INVALID_EMAIL));
      expect(name.getAttribute('aria-invalid')).not.toBe('true');
      expect(api.sent(WAITING_LIST)).toEqual([]);

      fireEvent.change(email(), { target: { value: 'amina@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
      expect(await screen.findByText(/^You're on the list\. We will write to amina@example\.com/));
      const joined = api.sent(WAITING_LIST);
      expect(joined).toHaveLength(1);
      expect(await bodyOf(joined[0]!)).toEqual({
        name: text,
        email: 'amina@example.com',
        service: 'laundry',
      });
    },
  );

  it('says when the check failed, and asks again', async () => {
    jest.mocked(requestLocationPick).mockResolvedValue(LEKKI);
    api.dropPlans(CHECK);
    renderWhere();
    await pick();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    api.answerPlans(CHECK, served());
    fireEvent.click(tryAgain);
    expect(await screen.findByText('We come to Lekki.')).toBeTruthy();
    expect(api.sentPlans(CHECK)).toHaveLength(2);
  });
});
