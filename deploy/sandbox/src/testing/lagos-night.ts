/** Where and when the closed-store tests stand: in Lekki, at 03:00 in Lagos today. */
export const LEKKI = { latitude: 6.4474, longitude: 3.4719 };

/** 02:00 UTC today: before any seeded Lagos restaurant opens. */
export const THREE_AM_LAGOS = (() => {
  const at = new Date();
  at.setUTCHours(2, 0, 0, 0);
  return at.getTime();
})();
