/** Share links for a post: its absolute address, known only in the browser. */
import type { PostSummary } from '@jara/contracts/content';
import { ShareButton } from '@jara/share/share-button';
import { postPath } from '../../widgets/content-paths';
import { useOrigin } from '../../widgets/use-origin';
import styles from './post-screen.module.css';

export function PostShare({ post, coverUrl }: { post: PostSummary; coverUrl: string }) {
  const origin = useOrigin();
  return (
    <div className={styles.share}>
      {origin ? (
        <ShareButton
          heading="Share this post"
          content={{
            url: `${origin}${postPath(post.slug, post.country)}`,
            title: post.title,
            description: post.description,
            hashtags: post.tags.map((tag) => tag.replaceAll(' ', '')),
            media: new URL(coverUrl, origin).href,
          }}
        />
      ) : null}
    </div>
  );
}
