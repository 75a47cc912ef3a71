/**
 * "Report a problem" on a delivered order, inside the report window: what went wrong with each
 * item (missing, wrong, spoiled) or that the whole order came late, and a note. The server decides
 * the outcome (a wallet credit, or a review); its answer, the order with its case, replaces the
 * order wherever it is shown, and the wallet is read again. Its refusals show here.
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reportOrderProblem } from '@jara/api/support';
import type { Order } from '@jara/contracts/entities';
import { PROBLEM_NOTE_MAX_LENGTH } from '@jara/contracts/support-case-schema';
import { useApiForm } from '@jara/forms/use-api-form';
import { walletKeys } from '@jara/query/wallet-queries';
import { Button } from '@jara/ui/button';
import { SelectField, TextAreaField, type SelectOption } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { recordOrder } from './order-lists';
import { ITEM_PROBLEM_LABELS } from './problem-labels';
import { emptyReport, reportBody, reportSchema } from './report-problem-schema';
import styles from './order-details.module.css';

const PROBLEM_OPTIONS: SelectOption[] = [
  { value: '', label: 'No problem' },
  ...Object.entries(ITEM_PROBLEM_LABELS).map(([value, label]) => ({ value, label })),
];

function ReportForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useQueryClient();
  const id = useId();
  const form = useApiForm(reportSchema, emptyReport(order));
  const unchosen = form.formState.errors.late?.message;

  const onSubmit = form.submit(async (report) => {
    const reported = await reportOrderProblem(order.uuid, reportBody(report));
    recordOrder(client, reported);
    void client.invalidateQueries({ queryKey: walletKeys.all });
  });

  return (
    <form className={styles.action} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.heading}>
        Report a problem
      </h4>
      <p className={styles.note}>
        Missing, wrong or spoiled items go back to your Jara wallet at once. A late order, or a
        large refund, goes to our support team, who reply within a day.
      </p>
      <fieldset
        className={styles.reasons}
        aria-invalid={unchosen ? true : undefined}
        aria-describedby={unchosen ? `${id}-unchosen` : undefined}
      >
        <legend>What went wrong?</legend>
        {order.items.map((item, index) => (
          <SelectField
            key={item.uuid}
            label={`${item.quantity} × ${item.name}`}
            options={PROBLEM_OPTIONS}
            {...form.field(`problems.${index}.problem`)}
          />
        ))}
        <label className={styles.reason}>
          <input type="checkbox" {...form.register('late')} />
          The order came late
        </label>
      </fieldset>
      {unchosen ? (
        <p id={`${id}-unchosen`} className={styles.error} role="alert">
          {unchosen}
        </p>
      ) : null}
      <TextAreaField
        label="Anything else we should know? (optional)"
        rows={3}
        maxLength={PROBLEM_NOTE_MAX_LENGTH}
        {...form.field('note')}
      />
      <FormError message={form.formError} />
      <Button type="submit" block loading={form.submitting}>
        Send report
      </Button>
      <Button variant="secondary" block onClick={onClose}>
        Never mind
      </Button>
    </form>
  );
}

export function ReportProblemForm({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (open) return <ReportForm order={order} onClose={() => setOpen(false)} />;
  return (
    <div className={styles.action}>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        Report a problem
      </Button>
    </div>
  );
}
