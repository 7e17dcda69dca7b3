import { paths } from '@spotlane/shared/domain/paths';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuotesToConfirm } from '../api/list-spot-quotes.ts';

// The dialog (Mantine's Modal, its focus trap and scroll lock) loads only when there is a quote
// to confirm: the spot-quote list opens without it (the first-load budget).
const ConfirmQuoteDialog = lazy(() => import('./confirm-quote-dialog.tsx'));

/** SPEC 2.7 / 2.14: on page load, the prompt for a chosen quote that waits for confirmation. */
export function ConfirmQuotePrompt() {
  const navigate = useNavigate();
  const toConfirm = useQuotesToConfirm();
  const [dismissed, setDismissed] = useState(false);
  const first = toConfirm.data?.results[0];
  if (!first || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmQuoteDialog
        onConfirm={() => navigate(paths.quoteForm(first.id))}
        onDismiss={() => setDismissed(true)}
      />
    </Suspense>
  );
}
