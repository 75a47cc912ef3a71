/** The tags of every business type as chips, to browse by instead of typing. */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { tagsByBusinessTypeQuery } from '@jara/query/search-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { TagLinks } from '../../widgets/tag-links';
import layout from '../../widgets/listing-page.module.css';
import styles from './search-screen.module.css';

export function TagSuggestions({ heading }: { heading: string }) {
  const headingId = useId();
  const groups = useQuery(tagsByBusinessTypeQuery());
  const body = () => {
    if (groups.isPending) {
      return (
        <SkeletonGroup label="Loading tags" className={styles.tagGroups}>
          <Skeleton width="8rem" height="1.1rem" />
          <Skeleton height="36px" shape="block" />
          <Skeleton width="8rem" height="1.1rem" />
          <Skeleton height="36px" shape="block" />
        </SkeletonGroup>
      );
    }
    if (groups.isError) {
      return <LoadError message="We could not load the tags." onRetry={() => groups.refetch()} />;
    }
    return (
      <div className={styles.tagGroups}>
        {groups.data
          .filter((group) => group.tags.length > 0)
          .map(({ businessType, tags }) => (
            <div key={businessType.id} className={styles.tagGroup}>
              <h3 className={styles.tagGroupName}>{businessType.name}</h3>
              <TagLinks tags={tags} label={`${businessType.name} tags`} />
            </div>
          ))}
      </div>
    );
  };
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.heading}>
        {heading}
      </h2>
      {body()}
    </section>
  );
}
