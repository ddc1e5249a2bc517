/**
 * [PLAYER][DEALER][PIT][CASINO_HOLDEM] Casino Hold'em through the HTTP API on Postgres: the suite is
 * test/api/casino-holdem.suite.ts (one file per backend so the two run side by side).
 */
import { casinoHoldemSuite } from './casino-holdem.suite';

casinoHoldemSuite('postgres');
