import { paiseToRupees } from '@khelo/contracts/money';
import { formatCreatedOn } from '../wallet/history.presenter';
import type { FinancialYear } from './financial-year';
import type { StatementRow, YearFigures } from './tax.repository';

// The yearly tax statement as CSV (one file a player can keep or hand to a tax preparer): every deposit,
// withdrawal and TDS row of the financial year, then the year's totals.

function cell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(values: (string | number)[]): string {
  return values.map(cell).join(',');
}

const money = (paise: bigint) => paiseToRupees(paise).toFixed(2);

export function taxStatementCsv(
  playerId: string,
  year: FinancialYear,
  rows: StatementRow[],
  figures: YearFigures,
): string {
  const lines = [
    line(['Khelo tax statement (TDS u/s 194BA)', `FY ${year.label}`]),
    line(['Player', playerId]),
    '',
    line([
      'Date (IST)',
      'Type',
      'Status',
      'Amount (INR)',
      'TDS (INR)',
      'Net winnings taxed (INR)',
      'Transaction',
      'Remarks',
    ]),
  ];
  let totalTds = 0n;
  for (const row of rows) {
    const isTax = row.type === 'tax';
    const signed = isTax && row.reversesId ? -row.amount : row.amount;
    if (isTax) totalTds += signed;
    const netWinnings = BigInt(row.details.net_winnings ?? '0');
    lines.push(
      line([
        formatCreatedOn(row.createdAt),
        row.type === 'tax' ? (row.details.tax_kind === 'year_end' ? 'year-end TDS' : 'TDS') : row.type,
        row.status,
        isTax
          ? ''
          : money(row.type === 'withdrawal' ? row.amount + BigInt(row.details.tds ?? '0') : row.amount),
        isTax ? money(signed) : '',
        isTax ? money(row.reversesId ? -netWinnings : netWinnings) : '',
        row.id,
        row.remarks,
      ]),
    );
  }
  lines.push(
    '',
    line(['Opening balance (1 April)', money(figures.opening)]),
    line(['Deposits', money(figures.deposits)]),
    line(['Withdrawals (before TDS)', money(figures.withdrawals)]),
    line(['Net winnings taxed', money(figures.taxed)]),
    line(['TDS deducted', money(totalTds)]),
  );
  return `${lines.join('\r\n')}\r\n`;
}
