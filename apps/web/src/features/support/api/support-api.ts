import {
  type ContactRequest,
  contactAccepted,
  contactFormToken,
  myConversation,
  type SupportConversationDetail,
  type SupportStatus,
  supportApi,
  supportConversationDetail,
  supportConversationList,
} from '@spotlane/shared/schemas/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { useLiveConnected } from '../../../lib/live-status.ts';
import { supportKeys } from './keys.ts';
import { myConversationQuery } from './unread.ts';

/**
 * PRODUCT.md 13: the support chat's calls. While the live stream is open new messages arrive
 * on it (support_message events carry the message); without it open chats poll.
 */

const POLL_MS = 3000;

export function useMyConversation(enabled = true) {
  const live = useLiveConnected();
  return useQuery({ ...myConversationQuery, enabled, refetchInterval: live ? false : POLL_MS });
}

export function useMarkRead() {
  return useApiMutation(
    () => apiRequest(supportApi.read, { method: 'POST', schema: myConversation }),
    { cache: (client, data) => client.setQueryData(supportKeys.mine, data) },
  );
}

export function useSendSupportMessage() {
  return useApiMutation(
    (body: string) =>
      apiRequest(supportApi.messages, { method: 'POST', body: { body }, schema: myConversation }),
    { cache: (client, data) => client.setQueryData(supportKeys.mine, data) },
  );
}

/** The inbox query as the page builds it. */
export interface InboxQuery {
  status: SupportStatus;
  search?: string;
  page: number;
  page_size: number;
}

export function useInbox(query: InboxQuery) {
  const live = useLiveConnected();
  return useQuery({
    queryKey: supportKeys.inbox(query),
    queryFn: () =>
      apiRequest(supportApi.conversations, {
        query: { ...query },
        schema: supportConversationList,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: live ? false : POLL_MS,
  });
}

export function useSupportConversation(id: number | null) {
  const live = useLiveConnected();
  return useQuery({
    queryKey: supportKeys.conversation(id ?? 0),
    queryFn: () => apiRequest(supportApi.one(id ?? 0), { schema: supportConversationDetail }),
    enabled: id !== null,
    retry: false,
    refetchInterval: live ? false : POLL_MS,
  });
}

/** Reply, assign to me, close: each answers the conversation, which replaces the cached one. */
function useAgentAction<V>(call: (variables: V) => Promise<SupportConversationDetail>) {
  return useApiMutation(call, {
    cache: (client, data) => client.setQueryData(supportKeys.conversation(data.id), data),
    invalidates: [supportKeys.inboxes],
  });
}

export function useReply(id: number) {
  return useAgentAction((body: string) =>
    apiRequest(supportApi.reply(id), {
      method: 'POST',
      body: { body },
      schema: supportConversationDetail,
    }),
  );
}

export function useAssignToMe(id: number) {
  return useAgentAction(() =>
    apiRequest(supportApi.assign(id), { method: 'POST', schema: supportConversationDetail }),
  );
}

export function useCloseConversation(id: number) {
  return useAgentAction(() =>
    apiRequest(supportApi.close(id), { method: 'POST', schema: supportConversationDetail }),
  );
}

export function useContactFormToken() {
  return useQuery({
    queryKey: supportKeys.contactForm,
    queryFn: () => apiRequest(supportApi.contactForm, { schema: contactFormToken }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSubmitContact() {
  return useApiMutation((body: ContactRequest) =>
    apiRequest(supportApi.contact, { method: 'POST', body, schema: contactAccepted }),
  );
}
