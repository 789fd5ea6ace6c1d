import { describe, expect, it } from 'vitest';
import { nameWords, namesMatch } from './name-match';

// The loose name rule of "the payment instrument is the player's own" (docs/compliance.md).

describe('namesMatch', () => {
  it.each([
    ['Anil Kumar Sharma', 'ANIL KUMAR SHARMA'],
    ['Anil Kumar Sharma', 'A.K. Sharma'],
    ['Anil Kumar Sharma', 'Sharma Anil Kumar'],
    ['Anil Kumar Sharma', 'Mr. Anil K Sharma'],
    ['Anil Kumar Sharma', 'Anil Sharma'],
    ['Asha Rao', 'asha  rao'],
    ['Priyanka', 'PRIYANKA'],
    ["D'Souza Maria", 'Maria D Souza'],
    ['Séverine Dubois', 'Severine Dubois'],
  ])('%s ≈ %s', (kyc, holder) => {
    expect(namesMatch(kyc, holder)).toBe(true);
  });

  it.each([
    ['Anil Kumar Sharma', 'Ravi Verma'],
    ['Anil Kumar Sharma', 'Anil'],
    ['Anil Kumar Sharma', 'A K S'],
    ['Anil Kumar Sharma', 'Anil Kumar Verma'],
    ['Asha Rao', ''],
    ['Asha Rao', 'Mr.'],
  ])('%s ≠ %s', (kyc, holder) => {
    expect(namesMatch(kyc, holder)).toBe(false);
  });

  it('drops titles and punctuation', () => {
    expect(nameWords('Smt. A.K.  Devi-Rao')).toEqual(['a', 'k', 'devi', 'rao']);
  });
});
