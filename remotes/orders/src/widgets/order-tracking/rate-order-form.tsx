/**
 * Rating a completed order: 1 to 5 stars and an optional comment. Once the server takes it,
 * the order shows its rating instead of the form, and the store's reviews and rating are read
 * again wherever they are shown. The server's refusals (already rated, not completed) show here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { rateOrder } from '@jara/api/orders';
import type { Order } from '@jara/contracts/entities';
import { formSchema, optionalText, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { marketplaceKeys } from '@jara/query/marketplace-queries';
import { storeKeys } from '@jara/query/store-queries';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { recordOrder } from './order-lists';
import { StarRatingField } from './star-rating-field';
import styles from './order-details.module.css';

const ratingSchema = formSchema({
  rating: requiredText('Choose from 1 to 5 stars.'),
  comment: optionalText(),
});

export function RateOrderForm({ order }: { order: Order }) {
  const client = useQueryClient();
  const form = useApiForm(ratingSchema, { rating: '', comment: '' });

  const onSubmit = form.submit(async ({ rating, comment }) => {
    const stars = Number(rating);
    await rateOrder(order.vendor.uuid, order.uuid, {
      rating: stars,
      ...(comment ? { comment } : {}),
    });
    recordOrder(client, { ...order, rating: stars, rating_comment: comment || null });
    void client.invalidateQueries({ queryKey: storeKeys.feedback(order.vendor.uuid) });
    void client.invalidateQueries({ queryKey: marketplaceKeys.store(order.vendor.slug) });
  });

  return (
    <form className={styles.rate} onSubmit={onSubmit} noValidate aria-labelledby="rate-title">
      <h4 id="rate-title" className={styles.heading}>
        Rate your order
      </h4>
      <StarRatingField
        legend={`How was ${order.vendor.business_name}?`}
        registered={form.register('rating')}
        value={form.watch('rating')}
        error={form.formState.errors.rating?.message}
      />
      <TextField label="Comment (optional)" maxLength={500} {...form.field('comment')} />
      {form.formError ? (
        <p className={styles.error} role="alert">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" loading={form.submitting}>
        Send rating
      </Button>
    </form>
  );
}
