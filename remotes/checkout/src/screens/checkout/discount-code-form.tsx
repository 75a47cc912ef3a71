/** The discount code field. The code is checked by the server when the total is worked out. */
import { useState, type FormEvent } from 'react';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import styles from './checkout.module.css';

export interface DiscountCodeFormProps {
  initialCode?: string;
  /** The server's reason the code was refused. */
  error?: string;
  busy?: boolean;
  onApply: (code: string) => void;
}

export function DiscountCodeForm({
  initialCode = '',
  error,
  busy,
  onApply,
}: DiscountCodeFormProps) {
  const [code, setCode] = useState(initialCode);
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed) onApply(trimmed);
  };

  return (
    <form className={styles.discount} onSubmit={submit} noValidate>
      <TextField
        label="Discount code"
        name="discount_code"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={empty ? 'Enter a discount code.' : error}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Apply
      </Button>
    </form>
  );
}
