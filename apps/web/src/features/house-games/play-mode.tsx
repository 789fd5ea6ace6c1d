import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '@khelo/contracts/practice';
import { formatChips, formatRupees } from '@/lib/format';

// The mode of the launch the game page was opened with. The page sets it once (PlayPage); every stake,
// payout and amount of the games goes through useHouseMoney, so a practice page never shows ₹ next to chips
// and no game needs to know which mode it plays.

const PlayModeContext = createContext<LaunchMode>('real');

export function PlayModeProvider({ mode, children }: { mode: LaunchMode; children: ReactNode }) {
  return <PlayModeContext.Provider value={mode}>{children}</PlayModeContext.Provider>;
}

export function usePlayMode(): LaunchMode {
  return useContext(PlayModeContext);
}

/** "₹1,500" for cash, "1,500 chips" (hd "1,500 चिप्स") for practice. */
export function formatHouseMoney(
  amount: number,
  mode: LaunchMode,
  t: (key: string, options: { chips: string; count: number }) => string,
  language: string,
): string {
  // count: "1 chip", not "1 chips" (a small blind in a poker replay).
  return mode === 'practice'
    ? t('practice.chips', { chips: formatChips(amount, language), count: amount })
    : formatRupees(amount, language);
}

/** The money formatter and the message lookup of the page's mode. */
export function useHouseMoney() {
  const { t, i18n } = useTranslation('games');
  const mode = useContext(PlayModeContext);
  const money = useCallback(
    (amount: number) => formatHouseMoney(amount, mode, t, i18n.language),
    [mode, t, i18n.language],
  );
  /** A message key of games.json; in practice its `_practice` variant where there is one (chips, not ₹). */
  const message = useCallback(
    (key: string) => t(key, mode === 'practice' ? { context: 'practice' } : undefined),
    [mode, t],
  );
  return { mode, money, message };
}
