import type { ApiBody, InboxMessage, MessageStatus } from '@aangan/domain';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Under 'admin', so sign-out forgets them with the rest of the person's data (lib/current-user.ts). */
const inboxKeys = {
  lists: ['admin', 'inbox', 'list'] as const,
  list: (query: InboxQuery) => [...inboxKeys.lists, query] as const,
  message: (id: string) => ['admin', 'inbox', 'message', id] as const,
  subscribers: (page: number) => ['admin', 'inbox', 'subscribers', page] as const,
};

export interface InboxQuery {
  status: MessageStatus;
  q?: string;
  page: number;
}

/** GET /api/admin/messages: one status's page with every status's count; the page shown stays while the next loads. */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => callApi('inboxMessages', { query }, { signal }),
    placeholderData: keepPreviousData,
    // Other moderators work the same inbox: coming back to it always asks again.
    staleTime: 0,
  });
}

/** GET /api/admin/messages/:id: the whole message and its replies. */
export function useInboxMessage(id: string) {
  return useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: ({ signal }) => callApi('inboxMessage', { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/** The message as the server answered, on screen at once; the lists' counts and the log are asked again. */
function settle(queryClient: QueryClient, message: InboxMessage): void {
  queryClient.setQueryData(inboxKeys.message(message.id), message);
  for (const queryKey of [inboxKeys.lists, ['admin', 'audit']]) void queryClient.invalidateQueries({ queryKey });
}

/** POST /api/admin/messages/:id/reply: the answer is the message with the reply and its new status. */
export function useReplyToMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'replyToMessage'>) => callApi('replyToMessage', { params: { id }, body }),
    onSuccess: (message) => settle(queryClient, message),
  });
}

/** POST /api/admin/messages/:id/status: close, reopen or mark answered. */
export function useChangeMessageStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'changeMessageStatus'>) => callApi('changeMessageStatus', { params: { id }, body }),
    onSuccess: (message) => settle(queryClient, message),
  });
}

/** After a 409: what is on the server now replaces what the moderator was looking at. */
export function useReloadMessage(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxKeys.message(id) });
}

/** GET /api/admin/subscribers: a page of addresses, newest first. */
export function useSubscribers(page: number) {
  return useQuery({
    queryKey: inboxKeys.subscribers(page),
    queryFn: ({ signal }) => callApi('newsletterSubscribers', { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
