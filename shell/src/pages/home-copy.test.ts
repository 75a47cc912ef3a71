import { COUNTRY_CODES } from '@jara/contracts/constants';
import { PROBLEM_REPORT_WINDOW_HOURS } from '@jara/contracts/support-case-schema';
import { HOME_COPY } from './home-copy';

describe('the home page’s promise about a wrong order', () => {
  it.each(COUNTRY_CODES)(
    'names the window the order page and the sandbox keep, and the wallet the refund goes to (%s)',
    (country) => {
      const answer = HOME_COPY[country].faq.find((item) =>
        /something is wrong with my order/.test(item.question),
      )?.answer;
      expect(answer).toContain(`within ${PROBLEM_REPORT_WINDOW_HOURS} hours`);
      expect(answer).toContain('wallet');
    },
  );
});
