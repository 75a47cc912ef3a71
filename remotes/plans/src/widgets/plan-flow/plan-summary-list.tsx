/**
 * What the customer is about to pay for, each part with a way back to the step that set it: the
 * address and the drop-off in the words and order an order's details use.
 */
import type { PlanService } from '@jara/contracts/plans';
import { dropOffLines } from '@jara/forms/drop-off-lines';
import { AppLink } from '@jara/parcel/app-link';
import { draftAddressLine, draftDropOff } from '../plan-draft/draft-drop-off';
import type { PlanDraft } from '../plan-draft/plan-draft-store';
import { choiceDetails, choiceTitle } from '../plan-summary/describe-choice';
import type { PlanStep } from '../service-page/plan-steps';
import styles from './plan-flow.module.css';

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Thursday 26 November 2026" for the customer's own YYYY-MM-DD. */
const dayOf = (date: string) => longDate.format(new Date(`${date}T00:00:00`));

interface Row {
  term: string;
  value: string;
  step: PlanStep;
}

export function PlanSummaryList({
  draft,
  service,
  linkOf,
}: {
  draft: PlanDraft;
  service: PlanService;
  linkOf: (step: PlanStep) => string;
}) {
  const address = draftAddressLine(draft);
  const rows: Row[] = [
    { term: choiceTitle(draft.choice), value: choiceDetails(draft.choice), step: 'choose' },
    ...(draft.discountCode
      ? [{ term: 'Discount code', value: draft.discountCode, step: 'choose' as const }]
      : []),
    { term: 'Address', value: address, step: 'where' },
    ...dropOffLines(draftDropOff(draft), address).map(({ term, text }) => ({
      term,
      value: text,
      step: 'where' as const,
    })),
    {
      term: service === 'laundry' ? 'First pickup' : 'First visit',
      value: dayOf(draft.startDate),
      step: 'where',
    },
  ];
  return (
    <dl className={styles.summary} data-testid="plan-summary">
      {rows.map((row) => (
        <div key={row.term} className={styles.summaryRow}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
          <dd>
            <AppLink
              to={linkOf(row.step)}
              className={styles.change}
              aria-label={`Change: ${row.term}`}
            >
              Change
            </AppLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}
