/**
 * "Copy code" / "Copy link" (referral, rewards, vouchers): the clipboard where the browser allows
 * it, else the old select-and-copy command; if both are refused, the customer is told to copy it
 * by hand (the text is on the screen). The status line is always rendered so screen readers
 * announce its change.
 */
import { useState } from 'react';
import { Button } from '@jara/ui/button';
import styles from './copy-button.module.css';

type CopyState = 'idle' | 'copied' | 'manual';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  manual: 'Your browser did not let us copy. Select the text and copy it.',
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

interface Props {
  text: string;
  label: string;
  size?: 'sm' | 'md';
}

export function CopyButton({ text, label, size = 'sm' }: Props) {
  const [state, setState] = useState<CopyState>('idle');
  return (
    <span className={styles.copy}>
      <Button
        variant="secondary"
        size={size}
        onClick={() => void copyText(text).then((done) => setState(done ? 'copied' : 'manual'))}
      >
        {label}
      </Button>
      <span role="status" className={styles.status}>
        {MESSAGES[state]}
      </span>
    </span>
  );
}
