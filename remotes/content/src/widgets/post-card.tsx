/**
 * A post in a list: cover, category, title (the link), description, author, date and reading
 * time. The featured post is the large variant; covers below the fold load lazily.
 */
import type { PostSummary } from '@jara/contracts/content';
import { categoryName } from './category-name';
import { AppLink } from '@jara/parcel/app-link';
import { ContentImage } from './content-image';
import { postPath } from './content-paths';
import { PublishedDate } from './published-date';
import styles from './post-card.module.css';

export interface PostCardProps {
  post: PostSummary;
  variant?: 'featured' | 'regular';
  /** Above the fold: the cover loads at once. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

export function PostCard({
  post,
  variant = 'regular',
  eager = false,
  headingLevel = 3,
}: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      <ContentImage
        className={styles.cover}
        image={post.cover}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <p className={styles.category}>{categoryName(post.category)}</p>
        <Heading className={styles.title}>
          <AppLink to={postPath(post.slug, post.country)} className={styles.link}>
            {post.title}
          </AppLink>
        </Heading>
        <p className={styles.description}>{post.description}</p>
        <p className={styles.meta}>
          <span>{post.author.name}</span>
          <PublishedDate date={post.date} />
          <span>{post.readingMinutes} min read</span>
        </p>
      </div>
    </article>
  );
}
