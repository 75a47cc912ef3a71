/** Up to three posts to read next, from the payload. */
import type { PostSummary } from '@jara/contracts/content';
import { PageSection } from '@jara/ui/page-section';
import { PostCard } from '../../widgets/post-card';
import styles from './post-screen.module.css';

export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <PageSection heading="Related posts">
      <ul className={styles.related}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
