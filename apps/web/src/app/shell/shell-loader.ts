import { notificationsQuery } from '../../features/notifications/api/list-notifications.ts';
import { myConversationQuery } from '../../features/support/api/unread.ts';
import type { RouteLoader } from '../route-module.ts';

/**
 * The signed-in shell's loader, a module of its own (route-module.ts): the shell's own first
 * data, the bell's notifications and the help button's unread answers, asked for with the
 * page's first data rather than once the shell has rendered (the first paint of a page waited
 * for their round trip).
 */
export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(notificationsQuery);
  void queryClient.prefetchQuery(myConversationQuery);
  return null;
};
