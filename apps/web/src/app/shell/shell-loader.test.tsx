import { notificationList } from '@spotlane/shared/schemas/notifications';
import { myConversation } from '@spotlane/shared/schemas/support';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from '../../features/notifications/api/keys.ts';
import { supportKeys } from '../../features/support/api/keys.ts';
import { makeUser, signIn } from '../../testing/fixtures.ts';
import { route } from '../../testing/msw.ts';
import { runLoader } from '../../testing/route-loader.ts';
import { loader } from './shell-loader.ts';

// The bell's notifications and the help button's conversation leave with the page's first
// data, under the keys the bell and the button read, not once the shell has rendered.
describe("the signed-in shell's loader", () => {
  it("asks for the bell's notifications and the help button's conversation", async () => {
    signIn(makeUser({ id: 40, user_type: 'shipper' }));
    const notifications = route('get', '/api/notifications', notificationList, {
      results: [],
      count: 0,
      unread: 2,
    });
    const conversation = route('get', '/api/support/conversation', myConversation, {
      id: 5,
      status: 'waiting',
      unread: 1,
      agent: false,
      messages: [],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await runLoader(loader, client, '/shipments');

    await waitFor(() => expect(notifications.calls).toHaveLength(1));
    await waitFor(() => expect(conversation.calls).toHaveLength(1));
    await waitFor(() =>
      expect(client.getQueryData(notificationKeys.list())).toMatchObject({ unread: 2 }),
    );
    await waitFor(() => expect(client.getQueryData(supportKeys.mine)).toMatchObject({ unread: 1 }));
  });
});
