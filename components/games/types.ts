/**
 * `GameUi`: everything a game draws, for every role, behind one object per game (the client's side of
 * the seam the server has in `GameModule`). The role shells (dealer console, player table, pit round
 * detail, tables overview, table stats, admin tables panel) ask `gameUi(table.game)` and never switch on
 * the game. `components/games/registry.ts` lists one `GamePack` per game; each game's parts live in
 * `components/games/<game>/` and are loaded per page and role (`useGameParts`), never all six at once.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RunResult } from '@/components/dealer/use-dealer-actions';
import type { NextStep, RoundDetailView, SeatBoardView } from '@/components/dealer/model';
import type { MyBet, PlayerTableState } from '@/components/player/use-player-table';
import type { TableResults } from '@/components/player/use-table-results';
import type { FeedEvent, TableSnapshot } from '@/lib/client/use-table-feed';
import type { PlayerProblem } from '@/components/player/format';
import type { PublicRound } from '@/lib/realtime/events';
import type { RoundDetail } from '@/lib/rounds/get-round';
import type { LobbyResult } from '@/lib/tables/lobby';
import type { Money, Translate } from '@/lib/i18n/money';

/** Names a user id the round carries (the pit's round log). */
export type NameOf = (userId: unknown) => string;

// ---------------------------------------------------------------------------------------------
// Dealer
// ---------------------------------------------------------------------------------------------

export interface DealerStageProps {
  round: PublicRound | null;
  board: SeatBoardView | null;
  detail: RoundDetailView | null;
}

/** What the console's entry pad may do (the console owns the requests, their keys and the focus). */
export interface DealerPadProps {
  round: PublicRound | null;
  next: NextStep | null;
  busy: boolean;
  /** Sends what the pad produced as if typed (a card code, a number). */
  send: (text: string) => void;
  /** The round to act on, or a note when the table has never had one. */
  target: (action: string) => PublicRound | null;
  run: (req: { action: string; method: 'POST'; path: string; body?: unknown }) => Promise<RunResult<PublicRound>>;
  applyRound: (res: { data: PublicRound; retried: boolean }) => void;
  note: (action: string, message: string) => void;
  focusInput: () => void;
}

export interface DealerUi {
  /** What the dealer types: a card code, or the winning number. */
  entry: {
    /** The action's name in errors and the label of the input ("Card", "Number"). */
    label: string;
    /** Under the label: "7D · 10H · QS + Enter". */
    help: string;
    /** "send card" in the key help. */
    word: string;
    /** The undo button's label. */
    undoLabel: string;
    /** The hint when Enter on an empty input has nothing to do. */
    hint: string;
    /** A fixed placeholder while dealing (else the console names what it waits for). */
    placeholder: string | null;
    /** The round endpoint it goes to and the body it sends. */
    path: 'cards' | 'outcome';
    body: (text: string) => unknown;
  };
  /** "Next: …": the game's own words, or null for the console's generic ones. */
  nextBody?: (
    round: PublicRound,
    next: NextStep | null,
    board: SeatBoardView | null,
  ) => { body: ReactNode; accent: string } | null;
  /** Why *No more bets* cannot be called now (e.g. the DP seat is being offered), or null; `t`: its `dealer` words. */
  closeBlocked?: (round: PublicRound | null, board: SeatBoardView | null, t: Translate) => string | null;
  /** Replaces the countdown in the status bar (e.g. "Waiting for the DP"), or null. */
  betsStatus?: (round: PublicRound) => ReactNode | null;
  /** The stage: hands, table or wheel, with the game's prompts and result line. */
  Stage: ComponentType<DealerStageProps>;
  /** Below the entry bar: the touch entry (a card grid by default). */
  Pad?: ComponentType<DealerPadProps>;
  /**
   * The game's own keys for the console's `?` overlay (its Pad handles them), e.g. No spin; `label` is a key
   * of the game's `dealer` messages (`games.<folder>.dealer`).
   */
  keys?: readonly { keys: readonly string[]; label: string }[];
  /**
   * The console's announcement when a decision timer ran out and the server applied the default
   * (RULES.md §C-7), from the round just before and what it awaited, in the words of the game's `dealer`
   * messages (`t`); null for the console's generic words.
   */
  timeoutWords?: (before: PublicRound, awaited: NextStep | null, t: Translate) => ReactNode | null;
  /** The bet types the bets panel always lists (even at zero). */
  betTypes: readonly string[];
  /** The history strip's badge of a settled round's result, or null to show the status. */
  historyBadge: (result: Record<string, unknown> | null | undefined) => ReactNode | null;
}

// ---------------------------------------------------------------------------------------------
// Player
// ---------------------------------------------------------------------------------------------

export interface PlayerGameProps {
  s: PlayerTableState;
  /** The table's results (current shoe or last spins), the round just settled included. */
  results: TableResults;
}

/** What one game contributes to the player's table view, computed once per render by `usePlayerGame`. */
export interface PlayerGame {
  /** The felt. */
  felt: ReactNode;
  /** Beside the chips: the game's bet controls. */
  controls?: ReactNode;
  /**
   * The player's decisions while a timer runs (Hit/Stand, Fold/Raise, the DP seat's answer): the shell keeps
   * them in a bar right under the felt that sticks to the bottom of the screen on phones (issue #13 §1), so
   * they stay under the thumb; null/absent when there is nothing to decide.
   */
  dock?: ReactNode;
  /** The player has a decision to make now (the shell's optional "your turn" sound plays when it turns true). */
  yourTurn?: boolean;
  /**
   * Names the decision awaited (e.g. the round's call window): the "your turn" sound plays once per key. Without
   * it, once per table event while `yourTurn` holds (a blackjack player's next hand is a new turn).
   */
  turnKey?: string;
  /** Under the chips row (roads, stats). */
  below?: ReactNode;
  /** Under the table limits. */
  aside?: ReactNode;
  /** My bets' label of a bet. */
  label: (b: MyBet) => string;
  /** Bets are taken now. */
  canBet: boolean;
  /** The hint after the chip while bets are taken. */
  hint: string;
  /** The hint while bets are not taken (null: "Bets open with the next round"). */
  closedHint?: string | null;
  /** Replaces the round status label (null: the status). */
  statusText?: string | null;
  /** Replaces the countdown (null: the countdown). */
  countdown?: ReactNode | null;
  /** *Repeat last bets* is not possible now for a game reason. */
  repeatBlocked?: boolean;
  /** The table limits' label of a bet key in the player's language (null: the UI's `limitLabel`, else the key). */
  limitLabel?: (key: string) => string | null;
  /** The table limits' label of the maximum payout in the player's language (absent: "Max payout per round", §C-6). */
  maxPayoutLabel?: string;
}

export interface PlayerUi {
  /** The game's part of the player view (a hook: called once per render of the table's body). */
  usePlayerGame: (props: PlayerGameProps) => PlayerGame;
  /** Results are those of the current shoe (baccarat roads). */
  resultsByShoe: boolean;
  /** The table limits' label of a bet key, with the table's rules (null: the key itself). */
  limitLabel: (key: string, rules: Record<string, unknown>) => string | null;
  /** A table event after which the player's bets of the round are read again (extra stakes taken). */
  reloadsBets?: (ev: FeedEvent, bets: readonly MyBet[]) => boolean;
  /**
   * The rules and paytable panel, generated from the table's actual settings (limits, paytables, options,
   * timers, maximum payout) in the player's language; the player shell opens it from its Rules button.
   */
  Rules?: ComponentType<{ table: NonNullable<PlayerTableState['table']> }>;
  /**
   * A bet's name in the player's language, as My bets words it (the player's history and its recall; `bet.fee`
   * is the fee held with it).
   */
  BetName: ComponentType<{ bet: MyBet }>;
}

// ---------------------------------------------------------------------------------------------
// Pit
// ---------------------------------------------------------------------------------------------

export interface PitRoundProps {
  round: RoundDetail;
  live: boolean;
  nameOf: NameOf;
}

/** A round as the tables overview has it (the table snapshot's public round). */
export type OverviewRound = NonNullable<TableSnapshot['round']>;

/**
 * What a pack's console words are written with (pit, admin): `t` of the game's own namespace
 * (`games.<folder>.pit` / `games.<folder>.admin`), money in the studio currency, dates and times in the
 * reader's language (`when(iso)` "1. 12. 2026 13:05:09", `'time'` "13:05:09", `'ms'` "13:05:09,4").
 */
export interface ConsoleWords {
  t: Translate;
  money: Money;
  when: (iso: string | null | undefined, style?: 'full' | 'time' | 'ms') => string;
  /** The reader's locale ("cs"): how typed amounts are read ("12,50"). */
  locale: string;
}

export interface PitUi {
  /** The title of the round detail's stage panel ("Cards", "Wheel", "Table"). */
  stageTitle: (w: ConsoleWords) => string;
  /** The round detail's stage. */
  RoundStage: ComponentType<PitRoundProps>;
  /** The result in a few words (round detail, history, overview). */
  resultSummary: (
    result: Record<string, unknown>,
    w: ConsoleWords,
    events?: readonly { type: string; data: Record<string, unknown> }[],
  ) => string;
  /** Tags beside the result (baccarat natural, pairs). */
  ResultTags?: ComponentType<{ result: Record<string, unknown> }>;
  /** The round detail says what the round awaits in words (the stage shows it otherwise). */
  awaitsInWords: boolean;
  /** Under the bets: the game's decision log. */
  DecisionLog?: ComponentType<{ round: RoundDetail }>;
  /** The round log's words for the game's own events, or null for the generic words. */
  eventWords?: (type: string, data: Record<string, unknown>, w: ConsoleWords, nameOf?: NameOf) => string | null;
  /** Words for events another game's round may log too (a bet returned, an extra stake), after the generic words. */
  anyRoundEventWords?: (type: string, data: Record<string, unknown>, w: ConsoleWords) => string | null;
  /** The round's names come from the table's seat board and the events too (not only the bets). */
  names?: { fromSeats: boolean; fromEvents: (events: RoundDetail['events']) => [string, string][] };
  /** The round log's colour of the game's own event types. */
  eventTones?: Record<string, string>;
  /** The replay's words for `next`, or '' for the generic words. */
  nextWords?: (next: Record<string, unknown>, w: ConsoleWords) => string;
  /** The replay's picture of a state. */
  ReplayState: ComponentType<{ state: unknown; next: unknown }>;
  /** The tables overview: the current round in small. */
  OverviewRound: ComponentType<{ round: OverviewRound; inPlay: boolean; winner: string | null }>;
  /** The tables overview: the link's label ("Stats", "DP rotation"). */
  statsLabel: (w: ConsoleWords) => string;
  /** The tables overview: a rules line instead of the shoe bar (games without a shoe). */
  OverviewRules?: ComponentType<{ rules: Record<string, unknown> }>;
  /** The tables overview: one of the last results in small. */
  recentChip: (r: { id: string; number: number; result: Record<string, unknown> | null }) => ReactNode | null;
  /** The table stats page's body. */
  TableStats?: ComponentType<{
    tableId: string;
    table: TableSnapshot;
    data: TableResults;
    round: PublicRound | null;
    lastEvent: FeedEvent | null;
  }>;
  /** The round history's result cell. */
  historyResult: (result: Record<string, unknown>) => ReactNode;
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** The create-table form's rules fields as typed (strings and checkboxes), kept per game while the form is open. */
export type RulesDraft = Record<string, string | boolean>;

export interface AdminRulesProps {
  draft: RulesDraft;
  set: (key: string, value: string | boolean) => void;
}

export interface AdminUi {
  /** The rules fields' starting values (the game's defaults). */
  initialDraft: RulesDraft;
  /** The create-table form's rules fields. */
  RulesForm: ComponentType<AdminRulesProps>;
  /** The rules to send, and why the form cannot be sent yet (null: it can). */
  toRules: (draft: RulesDraft, w: ConsoleWords) => { rules: Record<string, unknown>; problem: string | null };
  /** The rules in words (the tables list). */
  rulesText: (rules: Record<string, unknown>, w: ConsoleWords) => string;
  /** A warning under a table's rules (e.g. a commission that favours players), or nothing. */
  TableWarning?: ComponentType<{ rules: Record<string, unknown> }>;
}

// ---------------------------------------------------------------------------------------------

/** A game's lobby parts (the lobby page loads them for the games it lists). */
export interface LobbyUi {
  /** The last result in small, after the round's status. */
  LastResult?: ComponentType<{ result: Record<string, unknown> }>;
  /** The table's last results (`GET /api/lobby` `recent`, oldest first): a road strip, the last numbers. */
  Recent?: ComponentType<{ recent: readonly LobbyResult[] }>;
}

/** The parts of a game a page loads on its own (each in a chunk of its own, issue #16 §5). */
export interface GameParts {
  lobby: LobbyUi;
  dealer: DealerUi;
  player: PlayerUi;
  pit: PitUi;
  admin: AdminUi;
}

/** Which part: `lobby`, `dealer`, `player`, `pit`, `admin`. */
export type GamePart = keyof GameParts;

/** What a game is, without any of its parts: the light half every page holds. */
interface GameFacts {
  /** The `Game` enum value. */
  game: string;
  label: string;
  /** Tables have seats (`GET /api/tables/:id/seats`, `table:seats`). */
  seated: boolean;
  /** Dealt from a multi-deck shoe (RULES.md §C-2): shoe panel, shoe column. */
  shoe: boolean;
  /** RULES.md sections the shells cite in their tooltips: the rake held with a bet, extra stakes (doubles, splits). */
  rules?: { fee?: string; extraStake?: string };
  /** Titles (and words) for the game's refusal codes (every table's view refines a refusal with every game's). */
  problem?: (p: PlayerProblem) => PlayerProblem;
}

/**
 * A game's entry in the registry (`components/games/<game>/ui.ts`): its facts, its lobby mark and the
 * loaders of its parts (dynamic imports: a page downloads only the parts of the games it shows).
 */
export interface GamePack extends GameFacts {
  /** The lobby's card of a table: its mark and range (its last results are the `lobby` part). */
  lobby: {
    /** The suit-like mark on the card. */
    icon: string;
    /** The range shown: a seated game's seat bet (key and label); without it the range of every bet. */
    range?: { key: string; label: string };
  };
  load: { [P in GamePart]: () => Promise<GameParts[P]> };
}

/**
 * A game as the shells see it (`gameUi(game)`): its facts, and each part once loaded (undefined until then;
 * `useGameParts` loads them and renders again when they are there).
 */
export interface GameUi extends GameFacts {
  lobby: GamePack['lobby'] & Partial<LobbyUi>;
  dealer?: DealerUi;
  player?: PlayerUi;
  pit?: PitUi;
  admin?: AdminUi;
}
