/** An image of the content build (a cover), at its own size so nothing moves as it loads. */
import type { ContentImage as Image } from '@jara/contracts/content';
import { useAssetUrl } from './asset-url';

export function ContentImage({
  image,
  className,
  loading = 'lazy',
}: {
  image: Image;
  className?: string;
  /** Eager for the image a reader sees first (the post's cover, the featured card). */
  loading?: 'eager' | 'lazy';
}) {
  return (
    <img
      className={className}
      src={useAssetUrl(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      // The image seen first is the page's largest paint: fetched ahead of the scripts that
      // download beside it, and painted in the frame it arrives for (async decoding may leave it
      // to a later one). The rest decode off the main thread.
      {...(loading === 'eager' ? { fetchPriority: 'high' } : { decoding: 'async' })}
    />
  );
}
