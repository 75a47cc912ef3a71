import { createToastGrouper, toastText } from './toast-grouper';

describe('toast grouper', () => {
  it('groups identical messages shown while the first is visible, with a count', () => {
    let time = 0;
    const grouper = createToastGrouper(3000, () => time);
    const first = grouper.push('error', 'Network error');
    time = 1000;
    const second = grouper.push('error', 'Network error');
    time = 2000;
    const third = grouper.push('error', 'Network error');

    expect(second.id).toBe(first.id);
    expect(third).toMatchObject({ id: first.id, count: 3 });
    expect(toastText(third)).toBe('Network error (×3)');
  });

  it('starts a new toast once the grouped one has expired', () => {
    let time = 0;
    const grouper = createToastGrouper(3000, () => time);
    const first = grouper.push('success', 'Saved');
    time = 3500;
    const again = grouper.push('success', 'Saved');
    expect(again.id).not.toBe(first.id);
    expect(toastText(again)).toBe('Saved');
  });

  it('keeps different messages and different kinds apart', () => {
    const grouper = createToastGrouper(3000, () => 0);
    const a = grouper.push('error', 'A');
    const b = grouper.push('error', 'B');
    const c = grouper.push('warning', 'A');
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });
});
