/** Change password (spec 7: `PUT /account/change_password`). */
import { useState } from 'react';
import { changePassword } from '@jara/api/account';
import { confirmedNewPassword, formSchema, requiredSecret } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import styles from './personal-info-forms.module.css';

const schema = confirmedNewPassword(
  formSchema({
    current_password: requiredSecret('Enter your current password.'),
    password: requiredSecret('Enter your new password.'),
    password_confirmation: requiredSecret('Type the new password again.'),
  }),
);

export function ChangePasswordForm() {
  const [changed, setChanged] = useState(false);
  const form = useApiForm(
    schema,
    { current_password: '', password: '', password_confirmation: '' },
    { fields: ['current_password', 'password'] },
  );
  const save = form.submit(async ({ current_password, password }) => {
    await changePassword({ current_password, password });
    form.reset();
    setChanged(true);
  });
  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label="Change password">
      {changed && <p className={styles.notice}>Your password is changed.</p>}
      <TextField
        label="Current password"
        required
        {...form.field('current_password')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        label="New password"
        required
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label="Repeat the new password"
        required
        {...form.field('password_confirmation')}
        type="password"
        autoComplete="new-password"
      />
      <FormError message={form.formError} />
      <Button type="submit" variant="secondary" loading={form.submitting}>
        Change password
      </Button>
    </form>
  );
}
