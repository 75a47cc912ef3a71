/** The sandbox's seeded customer, for people trying the site and for the e2e specs. */
export const DEMO_LOGIN = { email: 'demo@jara.test', password: 'Password123!' } as const;
