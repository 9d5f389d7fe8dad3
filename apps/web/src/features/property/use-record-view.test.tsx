import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { callsTo } from './test-utils';
import { useRecordViewOnce } from './use-record-view';

function Probe({ id, shouldRecord }: { id: string; shouldRecord: boolean }) {
  useRecordViewOnce(id, shouldRecord);
  return null;
}

/** StrictMode at the root, as main.tsx has it: React mounts, unmounts and remounts effects once more. */
function renderStrict(id: string, shouldRecord = true) {
  const client = createQueryClient();
  const ui = (props: { id: string; shouldRecord: boolean }) => (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Probe {...props} />
      </QueryClientProvider>
    </StrictMode>
  );
  const view = render(ui({ id, shouldRecord }));
  return { rerender: (next: string) => view.rerender(ui({ id: next, shouldRecord })) };
}

function stubViews() {
  return stubApi({
    '/api/properties/abc/views': () => jsonResponse({ recorded: true, views: 1 }),
    '/api/properties/xyz/views': () => jsonResponse({ recorded: true, views: 1 }),
  });
}

describe('useRecordViewOnce', () => {
  it('sends one POST under StrictMode and re-renders, and one more for another listing', async () => {
    const fetchMock = stubViews();
    const { rerender } = renderStrict('abc');
    rerender('abc');

    await waitFor(() => expect(callsTo(fetchMock, '/api/properties/abc/views', 'POST')).toHaveLength(1));
    rerender('xyz');
    await waitFor(() => expect(callsTo(fetchMock, '/api/properties/xyz/views', 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, '/api/properties/abc/views', 'POST')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/properties/xyz/views', 'POST')).toHaveLength(1);
  });

  it('sends nothing for the poster', async () => {
    const fetchMock = stubViews();
    renderStrict('abc', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
