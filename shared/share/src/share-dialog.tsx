/**
 * The share dialog: the system share sheet where the device has one, "Copy link", and every
 * network. A network's link opens in its popup (or a new tab) and the dialog closes; when the
 * browser blocks the popup, the dialog stays and offers the link itself.
 */
import { Modal } from '@jara/ui/modal';
import { useState } from 'react';
import { CopyLink } from './copy-link';
import type { ShareContent } from './share-content';
import styles from './share-dialog.module.css';
import { SHARE_NETWORK_KEYS, SHARE_NETWORKS, type ShareNetworkKey } from './share-networks';
import { openShareLink } from './share-popup';
import { shareUrl } from './share-url';
import { SystemShareButton } from './system-share-button';

export interface ShareDialogProps {
  content: ShareContent;
  heading: string;
  networks?: readonly ShareNetworkKey[] | undefined;
  onClose: () => void;
}

interface BlockedShare {
  label: string;
  link: string;
}

export function ShareDialog({
  content,
  heading,
  networks = SHARE_NETWORK_KEYS,
  onClose,
}: ShareDialogProps) {
  const [blocked, setBlocked] = useState<BlockedShare | null>(null);

  function shareTo(key: ShareNetworkKey) {
    const link = shareUrl(key, content);
    if (openShareLink(link).kind === 'blocked')
      setBlocked({ label: SHARE_NETWORKS[key].label, link });
    else onClose();
  }

  return (
    <Modal open title={heading} onClose={onClose}>
      <div className={styles.quick}>
        <CopyLink url={content.url} />
        <SystemShareButton content={content} onShared={onClose} />
      </div>
      {blocked ? (
        <p role="alert" className={styles.blocked}>
          Your browser blocked the {blocked.label} window.{' '}
          <a href={blocked.link} target="_blank" rel="noopener noreferrer">
            Open {blocked.label} in a new tab
          </a>
        </p>
      ) : null}
      <ul className={styles.networks} aria-label="Networks">
        {networks.map((key) => (
          <li key={key}>
            <button type="button" className={styles.network} onClick={() => shareTo(key)}>
              <span
                className={styles.swatch}
                style={{ background: SHARE_NETWORKS[key].color }}
                aria-hidden="true"
              />
              {SHARE_NETWORKS[key].label}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
