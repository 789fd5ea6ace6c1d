// The birthday as Indians write it, dd/mm/yyyy, on the page; the API keeps ISO yyyy-mm-dd. A text field
// rather than the browser's date picker, whose order follows the browser's locale (mm/dd/yyyy in en-US).

/** yyyy-mm-dd → dd/mm/yyyy; anything else as it is. */
export function birthdayForDisplay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** dd/mm/yyyy → yyyy-mm-dd (the server's schema checks the date itself); '' stays ''; else null. */
export function birthdayForApi(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!match) return null;
  return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/**
 * What the field shows while the player types: digits grouped as dd/mm/yyyy, the slashes added as the
 * digits come (a pasted "17/05/1990" or "17051990" reads the same), at most eight digits.
 */
export function typedBirthday(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
