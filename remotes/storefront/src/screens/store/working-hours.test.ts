import { todayHours, weekHours } from './working-hours';

describe('weekHours', () => {
  it('lists the week from Monday, sorts split shifts and marks days without hours closed', () => {
    const week = weekHours([
      { day: 1, opens: '17:00', closes: '22:00' },
      { day: 1, opens: '08:00', closes: '12:00' },
      { day: 0, opens: '10:00', closes: '16:00' },
    ]);
    expect(week[0]).toEqual({ day: 'Monday', hours: '08:00–12:00, 17:00–22:00' });
    expect(week[1]).toEqual({ day: 'Tuesday', hours: 'Closed' });
    expect(week[6]).toEqual({ day: 'Sunday', hours: '10:00–16:00' });
    expect(week).toHaveLength(7);
  });

  it("reads today's line from the given day", () => {
    const sunday = 0;
    expect(todayHours([{ day: 0, opens: '10:00', closes: '16:00' }], sunday)).toEqual({
      day: 'Sunday',
      hours: '10:00–16:00',
    });
    expect(todayHours([], sunday).hours).toBe('Closed');
  });
});
