import { newDraft } from '../plan-draft/plan-draft-store';
import { firstStartDate, reachableStep, stepPath } from './flow-steps';

const NOW = new Date(2026, 10, 23, 15, 0);
const place = {
  latitude: 6.45,
  longitude: 3.4,
  address: 'Lekki Phase 1',
  customer_address: 'Lekki Phase 1',
  locationArea: null,
};
const answered = {
  ...newDraft('laundry'),
  place,
  servedBy: 'Lekki',
  street: '12 Admiralty Way',
  startDate: '2026-11-24',
};

describe('the flow steps', () => {
  it('starts a plan tomorrow at the earliest, across a month end', () => {
    expect(firstStartDate(NOW)).toBe('2026-11-24');
    expect(firstStartDate(new Date(2026, 11, 31))).toBe('2027-01-01');
  });

  it('shows the review once where is answered', () => {
    expect(reachableStep('review', answered, NOW)).toBe('review');
  });

  it.each([
    ['no place', { place: null }],
    ['a place nobody serves', { servedBy: null }],
    ['no street', { street: '  ' }],
    ['a start date that has passed', { startDate: '2026-11-23' }],
  ])('sends the review back to where with %s', (_, patch) => {
    expect(reachableStep('review', { ...answered, ...patch }, NOW)).toBe('where');
  });

  it('always shows choose and where', () => {
    expect(reachableStep('where', newDraft('cleaning'), NOW)).toBe('where');
    expect(reachableStep('choose', newDraft('cleaning'), NOW)).toBe('choose');
  });

  it('links a step in the country of the page', () => {
    expect(stepPath('laundry', 'KE', 'where')).toBe('/ke/laundry?step=where');
  });
});
