import { useSession } from '../../lib/session.ts';
import { LazyAppLayout } from './lazy-app-layout.tsx';

/** The shell of a role tree; the guard has already checked the role. */
export function RoleLayout() {
  const { user } = useSession();
  if (!user) return null;
  return <LazyAppLayout user={user} />;
}
