/** Change password (spec 7: `PUT /account/change_password`). */
import { useState } from 'react';
import { changePassword } from '@jara/api/account';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '../forms/form-error';
import { useApiForm } from '../forms/use-api-form';
import styles from './auth-form.module.css';

export function ChangePasswordForm() {
  const [changed, setChanged] = useState(false);
  const form = useApiForm({
    current_password: { label: 'Current password', required: true },
    password: { label: 'New password', required: true },
  });
  const save = form.submit(async ({ current_password, password }) => {
    await changePassword({ current_password, password });
    form.setField('current_password', '');
    form.setField('password', '');
    setChanged(true);
  });
  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label="Change password">
      {changed && <p className={styles.notice}>Your password is changed.</p>}
      <TextField
        {...form.fieldProps('current_password')}
        type="password"
        autoComplete="current-password"
      />
      <TextField {...form.fieldProps('password')} type="password" autoComplete="new-password" />
      <FormError message={form.formError} />
      <Button type="submit" variant="secondary" loading={form.submitting}>
        Change password
      </Button>
    </form>
  );
}
