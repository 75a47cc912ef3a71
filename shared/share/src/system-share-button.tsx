/**
 * The device's own share sheet (Web Share API), offered beside the networks where it exists
 * (phones, mostly), never instead of them: the networks and their popup work everywhere.
 */
import { Button } from '@jara/ui/button';
import type { ShareContent } from './share-content';

export function SystemShareButton({
  content,
  onShared,
}: {
  content: ShareContent;
  onShared: () => void;
}) {
  if (typeof navigator.share !== 'function') return null;
  const data = { url: content.url, title: content.title, text: content.description };
  return (
    <Button
      variant="secondary"
      onClick={() => {
        navigator.share(data).then(onShared, () => {
          // Cancelled or refused by the device: the dialog stays, with the networks.
        });
      }}
    >
      More apps
    </Button>
  );
}
