import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconMessages, IconMinus, IconSend, IconWindowMaximize, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { ChatBubble } from '../../../ui/chat-bubble.tsx';
import { ComplianceBadges } from '../../../ui/compliance-badges.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { useBid } from '../api/counters.ts';
import { useChat } from '../api/get-chat.ts';
import { usePostChatMessage } from '../api/post-chat-message.ts';
import { canSendMessage, chatBlockedNotice, chatRejectedNotice } from '../bid-rules.ts';
import { BidStatusBadge } from './bid-status-badge.tsx';
import classes from './bids-chat-panel.module.css';
import { CounterCards } from './counter-cards.tsx';

export interface BidsChatPanelProps {
  bidId: number;
  onClose: () => void;
  /** Carriers see an 'Edit Bid' link (SPEC 2.12); it needs the load's id for its path. */
  showEditBidLink?: boolean;
  loadId?: number;
}

/**
 * The Bids Chat panel of SPEC 2.12: a small window at the bottom right with the messages of
 * one bid, kept current by the live stream (polled every second while the stream is down).
 * Once the bid is assigned the input is disabled.
 */
export function BidsChatPanel({ bidId, onClose, showEditBidLink, loadId }: BidsChatPanelProps) {
  const { user } = useSession();
  const chat = useChat(bidId);
  const bid = useBid(bidId);
  const post = usePostChatMessage(bidId);
  const [text, setText] = useState('');
  const [minimised, setMinimised] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const messageCount = chat.data?.bid_comments.length ?? 0;

  // Keep the newest message in view.
  useEffect(() => {
    if (messageCount >= 0) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messageCount]);

  const isCarrier = user?.user_type === 'carrier';
  // A rejected carrier cannot answer here (the server refuses it): the input says so by
  // being disabled, under the notice addressed to it.
  const blocked = chat.data?.assigned === true || (isCarrier && chat.data?.is_rejected === true);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendMessage(text, blocked) || post.isPending) return;
    post.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Paper
      shadow="xl"
      radius="md"
      withBorder
      role="dialog"
      aria-label="Bids Chat"
      className={classes.panel}
    >
      <Group
        justify="space-between"
        px="sm"
        py={8}
        wrap="nowrap"
        bg="var(--mantine-primary-color-filled)"
        style={{ borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0' }}
      >
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMessages size={18} color="white" aria-hidden />
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} c="white" size="sm" lh={1.2}>
              Bids Chat
            </Text>
            <Text c="white" size="xs" opacity={0.85} truncate>
              {chat.data?.company_to ?? ' '}
            </Text>
          </Box>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={minimised ? 'Restore' : 'Minimise'}>
            <ActionIcon
              variant="subtle"
              color="white"
              onClick={() => setMinimised((value) => !value)}
              aria-label={minimised ? 'Restore chat' : 'Minimise chat'}
            >
              {minimised ? <IconWindowMaximize size={16} /> : <IconMinus size={16} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Close">
            <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label="Close chat">
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      {minimised ? null : (
        <Stack gap="xs" p="md">
          {bid.data ? (
            <ScrollArea.Autosize mah={240} type="auto" maw={310}>
              <Stack gap={6}>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    Bid
                  </Text>
                  <BidStatusBadge status={bid.data.status} />
                  {/* PRODUCT.md 15: the shipper sees what its policy finds on the carrier. */}
                  {isCarrier ? null : <ComplianceBadges compliance={bid.data.compliance} compact />}
                </Group>
                <CounterCards bid={bid.data} side={isCarrier ? 'carrier' : 'shipper'} />
              </Stack>
            </ScrollArea.Autosize>
          ) : null}
          <ScrollArea
            className={classes.messages}
            h={261}
            viewportRef={viewport}
            type="auto"
            data-testid="chat-messages"
            style={{
              background: 'var(--mantine-color-gray-0)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <Stack gap={6} p={8}>
              {chat.isPending ? (
                <Group justify="center" py="xl">
                  <Loader size="sm" type="dots" />
                </Group>
              ) : chat.isError && !chat.data ? (
                <Text size="sm" c="red" role="alert">
                  {errorMessage(chat.error)}
                </Text>
              ) : messageCount === 0 ? (
                <Text size="sm" c="dimmed" ta="center" py="xl">
                  No messages yet.
                </Text>
              ) : (
                chat.data?.bid_comments.map((message) => (
                  <ChatBubble
                    key={message.id}
                    mine={message.created_by.id === user?.id}
                    author={`${message.created_by.first_name} ${message.created_by.last_name}`.trim()}
                    body={message.comment}
                    at={message.created_at}
                  />
                ))
              )}
            </Stack>
          </ScrollArea>

          {chat.data?.assigned ? (
            <Alert color="yellow" variant="light" p="xs" maw={310}>
              <Text size="xs">{chatBlockedNotice(user?.user_type)}</Text>
            </Alert>
          ) : chat.data?.is_rejected ? (
            <Alert color="gray" variant="light" p="xs" maw={310}>
              <Text size="xs">{chatRejectedNotice(user?.user_type)}</Text>
            </Alert>
          ) : null}

          <form onSubmit={send}>
            <Group gap={6} wrap="nowrap" maw={310}>
              <TextInput
                aria-label="Message"
                placeholder="Write a message…"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                disabled={blocked || !chat.data}
                style={{ flex: 1 }}
              />
              <Button
                type="submit"
                leftSection={<IconSend size={14} />}
                disabled={!canSendMessage(text, blocked)}
                loading={post.isPending}
              >
                Send
              </Button>
            </Group>
          </form>
          <ActionError action={post} size="xs" />
          {showEditBidLink && loadId ? (
            <Anchor component={Link} to={paths.editBid(loadId)} size="sm">
              Edit Bid
            </Anchor>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
