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
