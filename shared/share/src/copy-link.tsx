/**
 * "Copy link": the clipboard where the browser allows it; otherwise (no clipboard on an
 * insecure origin, permission refused) the link in a selected field to copy by hand.
 */
import { Button } from '@jara/ui/button';
import { useState } from 'react';
import styles from './share-dialog.module.css';

type CopyState = 'idle' | 'copied' | 'manual';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied',
  manual: 'Your browser did not let us copy. Copy the link below.',
};

/** Ready for Ctrl+C or the phone's copy menu as soon as it shows. */
function selectOnShow(input: HTMLInputElement | null) {
  input?.focus();
  input?.select();
}

export function CopyLink({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <div className={styles.copy}>
      <Button variant="primary" onClick={() => void copy()}>
        Copy link
      </Button>
      {/* Always rendered, so screen readers announce the message when it changes. */}
      <p role="status" className={styles.status}>
        {MESSAGES[state]}
      </p>
      {state === 'manual' ? (
        <input
          className={styles.manual}
          aria-label="Link to share"
          readOnly
          value={url}
          ref={selectOnShow}
        />
      ) : null}
    </div>
  );
}
