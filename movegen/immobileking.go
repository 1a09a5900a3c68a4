package movegen

import "github.com/frozenchess/engine/board"

// The immobile king of the 12x12 texts 003 and 004 (V12B-KING 003:73-74,
// V12C-KING 004:25-26; board.MechImmobileKing): "cannot move/capture, can
// exchange place with any friendly (non-attacked) unit in the game (kings
// exchange), (exchanged piece is removed from board, so each teleport costs
// a pawn/piece)". Under the switch:
//
//   - the king has no pattern: generation gives it no step or capture
//     (gen.patterns), so it neither attacks, protects, guards, empowers
//     nor swaps (SwapShot takes its targets from the captures), and the
//     attack test does not look for a king one square away (noLeapAttack);
//   - its one action is 13.0's King's Exchange (MechKingExchange, the
//     special move k!exchange-sq, exchange.go): it stands on the friend's
//     square and the friend leaves the game, with no tomb and no death
//     square (removedByExchange): it was not captured;
//   - check and mate keep their meaning: the king is in check when an enemy
//     unit attacks its square, a turn is legal when it ends with the king
//     unattacked, and checkmate is check with no legal turn: no step of
//     another unit that takes, blocks or holds the checker, and no
//     Exchange to an unattacked friend. Stalemate (no legal turn, not in
//     check) loses as in every 12x12 text (rules.Outcome).
//
// A variant that switches it on (12B; 12C, whose king is the same) gives
// it with MechKingExchange; its roster should say the king captures
// nothing (Captures false, Reach 0, as board's types12B does), which the
// evaluation and the move ordering read.
//
// The core tests the switch itself where the king's pattern is (the
// king's case of gen.patterns, noLeapAttack): the 16x16 games pay one bit
// test per king generated and none in the attack test but where a king
// stands beside the square asked about.

// removedByExchange reports that the friend a King's Exchange swaps with
// leaves the game rather than going into a tomb (V12B-KING, V12C-KING:
// "removed from board").
func removedByExchange(p *board.Position) bool { return p.Variant.Has(board.MechImmobileKing) }
