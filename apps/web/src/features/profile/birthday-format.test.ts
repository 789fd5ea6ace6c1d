import { describe, expect, it } from 'vitest';
import { birthdayForApi, birthdayForDisplay, typedBirthday } from './birthday-format';

describe('the birthday in dd/mm/yyyy', () => {
  it('shows the API’s date the Indian way and sends it back unchanged', () => {
    expect(birthdayForDisplay('1990-05-17')).toBe('17/05/1990');
    expect(birthdayForApi(birthdayForDisplay('1990-05-17'))).toBe('1990-05-17');
    expect(birthdayForDisplay('')).toBe('');
  });

  it('reads day first, never month first', () => {
    expect(birthdayForApi('03/04/1995')).toBe('1995-04-03');
    expect(birthdayForApi('3/4/1995')).toBe('1995-04-03');
    expect(birthdayForApi('17-05-1990')).toBe('1990-05-17');
  });

  it('refuses what is not a day, a month and a year', () => {
    for (const text of ['1990-05-17', '17/05/90', '17 May 1990', '170519'])
      expect(birthdayForApi(text)).toBeNull();
    expect(birthdayForApi('  ')).toBe('');
  });

  it('adds the slashes as the digits are typed or pasted', () => {
    expect(typedBirthday('1')).toBe('1');
    expect(typedBirthday('170')).toBe('17/0');
    expect(typedBirthday('17051990')).toBe('17/05/1990');
    expect(typedBirthday('17/05/1990')).toBe('17/05/1990');
    expect(typedBirthday('17/05/19901234')).toBe('17/05/1990');
  });
});
