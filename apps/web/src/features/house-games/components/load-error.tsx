import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// A game page whose state could not be loaded. Without data, every refetch (the retry, a round event on
// the socket, the slow poll) puts a TanStack query back to "pending": the error would turn into a spinner
// and the Try again button vanish from under the player's finger every few seconds. Once it failed, the
// error stays up until data arrives.

/** True from the first failure of this page's query until it has data. */
export function useLoadFailed(query: { isError: boolean; data: unknown }): boolean {
  const [failed, setFailed] = useState(false);
  // Derived from earlier renders, so set while rendering (React's "storing information from previous
  // renders"); a fresh mount starts clean, so a relaunch with a new token shows the spinner again.
  if (query.isError && !failed) setFailed(true);
  if (query.data !== undefined && failed) setFailed(false);
  return (failed || query.isError) && query.data === undefined;
}

export function LoadError({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('games');
  return (
    <div className="play-empty" role="alert" aria-busy={busy}>
      <p>{t('errors.load')}</p>
      <button type="button" className="btn btn--secondary btn--md" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
