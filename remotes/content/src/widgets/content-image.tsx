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
      decoding="async"
    />
  );
}
