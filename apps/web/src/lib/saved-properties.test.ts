import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../test/factories';
import { clearCurrentUser, currentUserQueryKey } from './current-user';
import { savedIdsQueryKey, savedPropertiesQuery } from './saved-properties';

describe('saved properties cache', () => {
  it('is forgotten on sign-out, so the next person never sees these hearts', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, makeMe());
    queryClient.setQueryData(savedIdsQueryKey, { ids: ['p1'] });
    queryClient.setQueryData(savedPropertiesQuery().queryKey, { items: [], page: 1, limit: 12, total: 0 });

    clearCurrentUser(queryClient);

    expect(queryClient.getQueryData(savedIdsQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(savedPropertiesQuery().queryKey)).toBeUndefined();
  });
});
