// India's financial year: 1 April – 31 March, in India Standard Time (UTC+05:30, no daylight saving).

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export interface FinancialYear {
  /** "2026-27" */
  label: string;
  /** 1 April 00:00 IST of the first year. */
  start: Date;
  /** 1 April 00:00 IST of the next year (exclusive). */
  end: Date;
  /** The label of the year before ("2025-26"). */
  previous: string;
}

function labelOf(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export function financialYearStarting(startYear: number): FinancialYear {
  return {
    label: labelOf(startYear),
    start: new Date(Date.UTC(startYear, 3, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS),
    previous: labelOf(startYear - 1),
  };
}

/** The financial year that contains `at`. */
export function financialYearOf(at: Date): FinancialYear {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  return financialYearStarting(ist.getUTCMonth() >= 3 ? year : year - 1);
}

/** "2026-27" (already validated by the contract) to its year. */
export function financialYearFromLabel(label: string): FinancialYear {
  return financialYearStarting(Number(label.slice(0, 4)));
}

/** 30% of net winnings in paise, rounded to the nearest rupee (50 paise or more up: Section 288B). */
export function tdsOn(netWinnings: bigint, percent: number): bigint {
  if (netWinnings <= 0n) return 0n;
  const rupees = (netWinnings * BigInt(percent) + 5_000n) / 10_000n;
  return rupees * 100n;
}
