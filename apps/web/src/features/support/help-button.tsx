import { ActionIcon, Affix, Indicator, Tooltip } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useUnreadSupport } from './api/unread.ts';
import { closeSupportChat, openSupportChat, useSupportChatOpen } from './chat-drawer.ts';

// The drawer and the chat load with the first open: the signed-in shell stays small (the first-load budget).
const SupportChatDrawer = lazy(() => import('./components/support-chat-drawer.tsx'));

/**
 * The floating help button of SPEC 1 on every signed-in page: it opens the support chat
 * (PRODUCT.md 13) in a drawer, and shows how many answers are unread.
 */
export function HelpButton() {
  const opened = useSupportChatOpen();
  const unread = useUnreadSupport();
  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
        <Tooltip label="Support chat" position="left">
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={20}
            color="red"
            disabled={unread === 0 || opened}
            offset={6}
          >
            <ActionIcon
              size={52}
              radius="xl"
              variant="filled"
              aria-label={unread > 0 ? `Help (${unread} unread)` : 'Help'}
              className="help-button"
              onClick={opened ? closeSupportChat : openSupportChat}
            >
              <IconMessageCircleQuestion size={26} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Affix>
      {opened ? (
        <Suspense fallback={null}>
          <SupportChatDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
