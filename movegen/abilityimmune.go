package movegen

import "github.com/frozenchess/engine/board"

// effectImmune reports a body on sq that the paralysis of a unit ability
// cannot reach (V13-PARALYSIS-IMMUNITY): a box, a king (V13-KING-IMMUNITY),
// a Royal Guard, a unit in its own king's 3x3 (V13-KING-ROYALGUARD), or a
// unit of the ability's own kind (V13-KIND-IMMUNITY; kind NoType for the
// immortal frogs, whom kind immunity does not bind). A fused stack is judged
// by its base's type and is no Royal Guard, as for the arrows (arrowImmune).
func effectImmune(p *board.Position, sq board.Square, kind board.UnitType) bool {
	pc := p.PieceAt(sq)
	if pc&board.PieceBox != 0 {
		return true
	}
	if t := pc.Type(); t == board.King || (kind != board.NoType && t == kind) {
		return true
	}
	if pc&board.PieceStack != 0 || !p.Variant.Has(board.MechRoyalGuards) {
		return false // no Royal Guards in the 12x12 texts (V12A-KING)
	}
	for _, n := range leaps[leapKing][sq] {
		if kp := p.PieceAt(n); kp.Type() == board.King && kp.Side() == pc.Side() && kp&board.PieceStack == 0 {
			return true
		}
	}
	return false
}

// abilityTakes reports whether a unit ability that captures (Knight's Leap,
// Dragon's Fire) takes the body on sq: a unit of type att could capture it
// (capturable) and it is no king. V13-KING-IMMUNITY: kings are immune to
// every special move and ability but Rotate, explosions and Teleswap; a
// king is taken by a plain capture only.
func (g *gen) abilityTakes(att board.UnitType, sq board.Square) bool {
	return g.cells[sq].Piece.Type() != board.King && g.capturable(att, sq)
}
