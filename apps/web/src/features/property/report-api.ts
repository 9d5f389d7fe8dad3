import type { ReportListingInput } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** POST /api/properties/:id/report: the signed-in person's report (a second one replaces the first). */
export function useReportListing(listingId: string) {
  return useMutation({
    mutationFn: (report: ReportListingInput) => callApi('reportListing', { params: { id: listingId }, body: report }),
  });
}
