/**
 * [PLAYER][DEALER][PIT][POKER_SWITCH] Poker Switch through the HTTP API on Postgres: the suite is
 * test/api/poker-switch.suite.ts (one file per backend so the two run side by side).
 */
import { pokerSwitchSuite } from './poker-switch.suite';

pokerSwitchSuite('postgres');
