/** What the session-ended notice says (tests and e2e look for it). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended';
