import { Link } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { LoadingState, MessageState } from '../components/StateViews';
import { sidebarTopics, useDashboardQuery } from '../features/sidebar/Sidebar';
import { useVariant } from '../features/variant/variant';
import { topicOrder } from '../features/variant/variants';

/** /dashboard/topics without a slug: the first topic as the sidebar lists it, or how to add one. */
export default function TopicsIndexRoute() {
  const { nav } = useVariant();
  const { data, loading } = useDashboardQuery();
  if (loading && !data) return <LoadingState />;
  const [first] = sidebarTopics(data?.topics ?? [], topicOrder(nav));
  if (first) return <Navigate replace to={`/dashboard/topics/${first.slug}`} />;
  return (
    <MessageState
      title="No topics yet"
      message={
        <>
          Topics group your prompts. Add one under Manage topics &amp; engines on the{' '}
          <Link asChild color="teal.fg">
            <RouterLink to="/dashboard/prompts">Prompts page</RouterLink>
          </Link>
          .
        </>
      }
    />
  );
}
