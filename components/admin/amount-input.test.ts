import { describe, expect, it } from 'vitest';
import { centsToLocalInput, parseLocalAmount } from './amount-input';

describe('parseLocalAmount', () => {
  it('reads English amounts: dot for decimals, comma between thousands', () => {
    expect(parseLocalAmount('12.50', 'en')).toBe(1250);
    expect(parseLocalAmount('1,250.75', 'en')).toBe(125075);
    expect(parseLocalAmount('50', 'en')).toBe(5000);
  });
  it('reads Czech amounts: comma for decimals, space or dot between thousands', () => {
    expect(parseLocalAmount('12,50', 'cs')).toBe(1250);
    expect(parseLocalAmount('1 250,75', 'cs')).toBe(125075);
    expect(parseLocalAmount('1\u00a0250,75', 'cs')).toBe(125075);
    expect(parseLocalAmount('1.250,75', 'cs')).toBe(125075);
    expect(parseLocalAmount('1.250', 'cs')).toBe(125000);
    expect(parseLocalAmount('0,5', 'cs')).toBe(50);
    expect(parseLocalAmount('12.5', 'cs')).toBe(1250);
  });
  it('refuses what is not a positive amount with two decimals at most', () => {
    expect(parseLocalAmount('12,505', 'cs')).toBeNull();
    expect(parseLocalAmount('0', 'cs')).toBeNull();
    expect(parseLocalAmount('abc', 'en')).toBeNull();
  });
});

describe('centsToLocalInput', () => {
  it('writes the field text with the locale’s decimal mark', () => {
    expect(centsToLocalInput(12550, 'en')).toBe('125.50');
    expect(centsToLocalInput(12550, 'cs')).toBe('125,50');
    expect(centsToLocalInput(100, 'cs')).toBe('1');
  });
});
