import { describe, expect, it } from 'vitest';
import { walletAfter } from './debts';

describe('walletAfter (issue #18 §2)', () => {
  it('a debit within the balance leaves no debt', () => {
    expect(walletAfter(10_000, 0, -2_500)).toEqual({ balance: 7_500, debt: 0 });
  });
  it('a debit beyond the balance empties the wallet and owes the rest', () => {
    // 3,500 taken from 1,000: the wallet goes to 0 and 2,500 is owed.
    expect(walletAfter(1_000, 0, -3_500)).toEqual({ balance: 0, debt: 2_500 });
    // an existing debt of 400 grows by the shortfall
    expect(walletAfter(1_000, 400, -3_500)).toEqual({ balance: 0, debt: 2_900 });
  });
  it('a credit pays the debt first', () => {
    // owes 2,500, deposits 10,000: 2,500 repays, 7,500 stays.
    expect(walletAfter(0, 2_500, 10_000)).toEqual({ balance: 7_500, debt: 0 });
    // a credit smaller than the debt pays part of it
    expect(walletAfter(0, 2_500, 1_000)).toEqual({ balance: 0, debt: 1_500 });
  });
  it('a debit with an existing debt and money on the wallet (an open bet refunded elsewhere) only debits', () => {
    expect(walletAfter(5_000, 300, -1_000)).toEqual({ balance: 4_000, debt: 300 });
  });
});
