/**
 * "Copy code": the clipboard where the browser allows it, else the old select-and-copy
 * command; if both are refused the customer is told to copy the code shown by hand. The status
 * line is always rendered, so screen readers announce "Copied" when it appears.
 */
import { useState } from 'react';
import { Button } from '@jara/ui/button';
import styles from './vouchers-screen.module.css';

type CopyState = 'idle' | 'copied' | 'manual';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  manual: 'Your browser did not let us copy. Select the code and copy it.',
};

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

export function CopyCode({ code }: { code: string }) {
  const [state, setState] = useState<CopyState>('idle');
  return (
    <div className={styles.copy}>
      <Button
        variant="secondary"
        onClick={() => void copyText(code).then((done) => setState(done ? 'copied' : 'manual'))}
      >
        Copy code
      </Button>
      <p role="status" className={styles.copyStatus}>
        {MESSAGES[state]}
      </p>
    </div>
  );
}
