import { useSession } from '../../lib/session.ts';
import { AppLayout } from './app-layout.tsx';

/** The shell of a role tree; the guard has already checked the role. */
export function RoleLayout() {
  const { user } = useSession();
  if (!user) return null;
  return <AppLayout user={user} />;
}
