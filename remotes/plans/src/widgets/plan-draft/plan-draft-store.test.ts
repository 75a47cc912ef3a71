import { bus } from '@jara/bus';
import { draftKey, draftOf, planDraftStore } from './plan-draft-store';

describe('planDraftStore', () => {
  it.each(['logout', 'unauthorized'] as const)(
    'forgets every draft, with its address, when the session ends by %s',
    (reason) => {
      planDraftStore.getState().update(draftKey('NG', 'laundry'), 'laundry', {
        street: '12 Admiralty Way',
        landmark: 'Blue gate',
      });
      planDraftStore.getState().update(draftKey('KE', 'cleaning'), 'cleaning', {
        street: 'Waiyaki Way',
      });

      bus.emit('auth:logged-out', { reason });

      expect(planDraftStore.getState().drafts).toEqual({});
      expect(draftOf(planDraftStore.getState(), 'NG', 'laundry').street).toBe('');
      expect(sessionStorage.getItem('jara.plan-drafts') ?? '').not.toContain('Admiralty');
    },
  );
});

describe('a draft stored before the address step asked every drop-off field', () => {
  it('gets the fields it lacks, empty, and keeps what it had', async () => {
    sessionStorage.setItem(
      'jara.plan-drafts',
      JSON.stringify({
        state: { drafts: { 'NG:cleaning': { street: '12 Admiralty Way', landmark: 'Blue gate' } } },
        version: 0,
      }),
    );
    await planDraftStore.persist.rehydrate();
    expect(draftOf(planDraftStore.getState(), 'NG', 'cleaning')).toMatchObject({
      street: '12 Admiralty Way',
      landmark: 'Blue gate',
      building: '',
      phone: '',
      instructions: '',
      choice: { service: 'cleaning' },
    });
  });
});
