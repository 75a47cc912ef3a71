/**
 * The "Share" button any page can place. It opens the share dialog, whose code (the network
 * table, the dialog) loads on first use, and is fetched as soon as a pointer or the keyboard
 * reaches the button, so a page that shows the button pays only for the button.
 */
import { Button } from '@jara/ui/button';
import { lazy, Suspense, useState } from 'react';
import type { ShareContent } from './share-content';
import type { ShareNetworkKey } from './share-networks';

const loadDialog = () => import('./share-dialog');
const ShareDialog = lazy(() => loadDialog().then(({ ShareDialog }) => ({ default: ShareDialog })));

export interface ShareButtonProps {
  content: ShareContent;
  /** The dialog's title, naming what is shared ("Share this store"). */
  heading?: string;
  /** The networks offered, in order; every network by default. */
  networks?: readonly ShareNetworkKey[];
}

function ShareIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </g>
    </svg>
  );
}

export function ShareButton({ content, heading = 'Share this page', networks }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
      >
        <ShareIcon />
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            content={content}
            heading={heading}
            networks={networks}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
