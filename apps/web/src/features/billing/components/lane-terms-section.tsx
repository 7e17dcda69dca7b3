import { QueryStates } from '../../../ui/states.tsx';
import { useLaneTerms, useTerms } from '../api/terms.ts';
import { LaneTermsForm } from './terms-form.tsx';

/** The lane page's accessorial terms (PRODUCT.md 19), over the shipper's own. */
export function LaneTermsSection({ laneId, canEdit }: { laneId: number; canEdit: boolean }) {
  const lane = useLaneTerms(laneId);
  const own = useTerms();
  const both = {
    isPending: lane.isPending || own.isPending,
    isError: lane.isError || own.isError,
    error: lane.error ?? own.error,
    refetch: () => Promise.all([lane.refetch(), own.refetch()]),
  };
  return (
    <QueryStates query={both} loading="Loading the lane’s terms…">
      {lane.data && own.data ? (
        <LaneTermsForm laneId={laneId} terms={lane.data} inherited={own.data} canEdit={canEdit} />
      ) : null}
    </QueryStates>
  );
}
