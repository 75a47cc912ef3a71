/** A loaded post, laid out as an article. */
import type { PostPayload } from '@jara/contracts/content';
import { AppLink } from '@jara/parcel/app-link';
import { useAssetUrl } from '../../widgets/asset-url';
import { ContentImage } from '../../widgets/content-image';
import { categoryName } from '../../widgets/category-name';
import { blogPath } from '../../widgets/content-paths';
import { PublishedDate } from '../../widgets/published-date';
import { PostShare } from './post-share';
import { RelatedPosts } from './related-posts';
import frame from '../../widgets/screen-frame.module.css';
import styles from './post-screen.module.css';

export function PostArticle({ payload }: { payload: PostPayload }) {
  const { post, related } = payload;
  const coverUrl = useAssetUrl(post.cover.src);
  return (
    <div className={styles.post}>
      <AppLink to={blogPath(post.country)} className={frame.back}>
        ← Back to the blog
      </AppLink>
      <article className={styles.article} aria-labelledby="post-title">
        <header className={styles.header}>
          <p className={styles.category}>{categoryName(post.category)}</p>
          <h1 id="post-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.byline}>
            <span>
              By <strong>{post.author.name}</strong>, {post.author.role}
            </span>
            <PublishedDate date={post.date} />
            <span>{post.readingMinutes} min read</span>
          </p>
        </header>
        <ContentImage className={styles.cover} image={post.cover} loading="eager" />
        {/* Rendered from Markdown and sanitised by the content build: editors are not trusted. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
        <PostShare post={post} coverUrl={coverUrl} />
      </article>
      <RelatedPosts posts={related} />
    </div>
  );
}
