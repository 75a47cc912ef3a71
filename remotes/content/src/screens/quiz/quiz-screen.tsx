/**
 * A quiz (/blog/quiz/{quiz}, /ke/blog/quiz/{quiz}): its intro, one question at a time, and a
 * result with a way into the marketplace. A path with no quiz is the site's 404.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { Quiz } from '@jara/contracts/content';
import { usePageMeta } from '@jara/parcel/page-meta';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { quizQuery } from '@jara/query/content-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '@jara/parcel/app-link';
import { blogPath } from '../../widgets/content-paths';
import { PageNotFound } from '../../widgets/page-not-found';
import { usePageReady } from '@jara/parcel/use-page-ready';
import frame from '../../widgets/screen-frame.module.css';
import { QuizRunner } from './quiz-runner';
import styles from './quiz-screen.module.css';

export function QuizScreen({ title }: ScreenProps) {
  const { pathname } = useLocation();
  const page = useQuery(quizQuery(pathname));
  usePageReady(pathname, page.isSuccess || page.isError);

  if (page.isPending) {
    return (
      <SkeletonGroup label="Loading the quiz" className={styles.quiz}>
        <Skeleton height="2.6rem" />
        <Skeleton height="1.2rem" />
        <Skeleton height="12rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (page.isError) {
    return (
      <div className={frame.screen}>
        <h1 className={frame.title}>{title}</h1>
        <LoadError message="We could not load this quiz." onRetry={() => page.refetch()} />
      </div>
    );
  }
  if (!page.data) return <PageNotFound path={pathname} />;
  return <LoadedQuiz quiz={page.data.quiz} path={pathname} />;
}

function LoadedQuiz({ quiz, path }: { quiz: Quiz; path: string }) {
  usePageMeta({ title: quiz.title, description: quiz.description });
  return (
    <div className={styles.quiz}>
      <AppLink to={blogPath(quiz.country)} className={frame.back}>
        ← Back to the blog
      </AppLink>
      <h1 className={frame.title}>{quiz.title}</h1>
      <p className={frame.muted}>{quiz.description}</p>
      <QuizRunner quiz={quiz} path={path} />
    </div>
  );
}
