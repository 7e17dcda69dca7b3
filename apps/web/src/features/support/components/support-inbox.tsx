import {
  Badge,
  Button,
  Grid,
  Group,
  Pagination,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type SupportConversation,
  type SupportStatus,
  supportStatuses,
  supportStatusLabels,
} from '@spotlane/shared/schemas/support';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { ErrorState, LoadingState, QueryStates } from '../../../ui/states.tsx';
import {
  useAssignToMe,
  useCloseConversation,
  useInbox,
  useReply,
  useSupportConversation,
} from '../api/support-api.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import classes from './support-inbox.module.css';

const PAGE_SIZE = 20;
const statusColor: Record<SupportStatus, string> = {
  open: 'blue',
  waiting: 'yellow',
  closed: 'gray',
};

/**
 * PRODUCT.md 13: the agents' inbox on /support. Conversations by status (open, waiting,
 * closed), searched and paged; one conversation beside the list to answer, take or close.
 * support_message and support_conversation events keep both sides current.
 */
export function SupportInbox({ agentId }: { agentId: number | null }) {
  const [status, setStatus] = useState<SupportStatus>('open');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const inbox = useInbox({ status, search: debounced || undefined, page, page_size: PAGE_SIZE });
  const counts = inbox.data?.counts;
  const pages = Math.max(1, Math.ceil((inbox.data?.count ?? 0) / PAGE_SIZE));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Tabs
              value={status}
              onChange={(value) => {
                setStatus((value ?? 'open') as SupportStatus);
                setPage(1);
              }}
            >
              <Tabs.List grow>
                {supportStatuses.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {supportStatusLabels[value]}
                    {counts ? ` (${counts[value]})` : ''}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <TextInput
              aria-label="Search conversations"
              placeholder="Search name, e-mail, company or message"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <QueryStates
              query={inbox}
              loading="Loading conversations…"
              isEmpty={(inbox.data?.results.length ?? 0) === 0}
              empty={
                <Text c="dimmed" size="sm" ta="center" py="xl">
                  {debounced
                    ? 'No conversation matches your search.'
                    : `No ${supportStatusLabels[status].toLowerCase()} conversations.`}
                </Text>
              }
            >
              <Stack component="ul" gap={6} aria-label="Conversations" className={classes.list}>
                {inbox.data?.results.map((conversation) => (
                  <ConversationRow
                    key={conversation.id}
                    conversation={conversation}
                    active={conversation.id === selected}
                    onSelect={() => setSelected(conversation.id)}
                  />
                ))}
              </Stack>
            </QueryStates>
            {pages > 1 ? (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={setPage} size="sm" />
              </Group>
            ) : null}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {selected === null ? (
          <EmptyState title="Pick a conversation">
            Choose a conversation on the left to read and answer it.
          </EmptyState>
        ) : (
          <ConversationView key={selected} id={selected} agentId={agentId} />
        )}
      </Grid.Col>
    </Grid>
  );
}

function ConversationRow({
  conversation,
  active,
  onSelect,
}: {
  conversation: SupportConversation;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <li className={classes.item}>
      <UnstyledButton
        onClick={onSelect}
        className={classes.row}
        data-active={active || undefined}
        aria-current={active || undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {conversation.name}
            {conversation.company_name ? ` · ${conversation.company_name}` : ''}
          </Text>
          <Group gap={4} wrap="nowrap">
            {conversation.visitor ? (
              <Badge size="xs" variant="outline" color="gray">
                Visitor
              </Badge>
            ) : null}
            {conversation.unread > 0 ? (
              <Badge size="sm" color="red" circle aria-label={`${conversation.unread} unread`}>
                {conversation.unread}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="xs" c="gray.7" truncate>
          {conversation.last_message}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(conversation.last_message_at)}
          {conversation.assigned_to ? ` · ${conversation.assigned_to.first_name}` : ' · Unassigned'}
        </Text>
      </UnstyledButton>
    </li>
  );
}

function ConversationView({ id, agentId }: { id: number; agentId: number | null }) {
  const conversation = useSupportConversation(id);
  const reply = useReply(id);
  const assign = useAssignToMe(id);
  const close = useCloseConversation(id);
  if (conversation.isPending) return <LoadingState label="Loading the conversation…" />;
  if (conversation.isError)
    return <ErrorState error={conversation.error} onRetry={() => conversation.refetch()} />;
  const data = conversation.data;
  const mineAssigned = data.assigned_to?.id === agentId && agentId !== null;
  return (
    <Paper withBorder radius="lg" p="md" aria-label={`Conversation with ${data.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {data.name}
            </Title>
            <Text size="sm" c="dimmed">
              {data.email}
              {data.company_name ? ` · ${data.company_name}` : ''}
              {data.visitor ? ' · contact form (answers go by e-mail)' : ''}
            </Text>
          </div>
          <Group gap="xs">
            <Badge color={statusColor[data.status]} variant="light">
              {supportStatusLabels[data.status]}
            </Badge>
            <Button
              size="xs"
              variant="default"
              disabled={mineAssigned}
              loading={assign.isPending}
              onClick={() => assign.mutate()}
            >
              {mineAssigned ? 'Assigned to me' : 'Assign to me'}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="gray"
              disabled={data.status === 'closed'}
              loading={close.isPending}
              onClick={() => close.mutate()}
            >
              Close
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {data.assigned_to
            ? `Assigned to ${data.assigned_to.first_name} ${data.assigned_to.last_name}`
            : 'Not assigned'}
        </Text>
        <MessageList
          messages={data.messages}
          mine={(message) => message.from_agent}
          height={380}
          empty="No messages yet."
        />
        <Composer
          label="Reply"
          placeholder="Write a reply…"
          pending={reply.isPending}
          onSend={(text) =>
            reply.mutateAsync(text).then(
              () => true,
              () => false,
            )
          }
        />
        <ActionError action={reply} size="xs" />
        <ActionError action={assign} size="xs" />
        <ActionError action={close} size="xs" />
      </Stack>
    </Paper>
  );
}
