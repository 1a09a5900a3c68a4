package movegen

import "github.com/frozenchess/engine/board"

// Generation by purpose (issue 45; Stockfish's generator types). One set of
// pattern walkers serves every purpose: a generation of steps, of captures
// only, the attack test, the protection passes and their threat maps. What
// differs between them (which steps are kept, whether friends count as
// targets, whether the guards hold, whether lines aim at one square) is the
// mode, a type parameter of genIn, so that Go compiles each walker once per
// mode with the mode's tests folded away: the hot patterns read no run-time
// mode flag.
//
// A mode is a zero-size array type whose length is its set of genBits:
// len of a value of the type parameter is a constant in each compiled
// instance (a method call on a type parameter would be an indirect call
// through the instance's dictionary instead, which Go does not inline).

// genBits is what a mode does.
type genBits uint8

const (
	mMoves  genBits = 1 << iota // quiet steps are kept: a generation of steps
	mAttack                     // an attack query: captures only, Queen's Shadow tokens attack, guards and the templar's shield do not hold, no promotions
	mThreat                     // a threat map is marked (g.tmap: the squares the side reaches)
	mReach                      // friendly bodies count as targets (protection, fusion, SwapShot)
	mAimed                      // lines are dropped once out of reach of (g.tx, g.ty)
	mGhost                      // the phantom deflects no diagonal line (a test's view of the reach maps; no production mode has it)
)

// has reports whether the mode bits include every bit of f.
func (b genBits) has(f genBits) bool { return b&f == f }

// The modes.
type (
	modeSteps    [mMoves]struct{}                     // Generate: every pseudo-legal step
	modeFuse     [mMoves | mReach]struct{}            // a generation with friends as targets (fusion, V13-FUSE)
	modeCaptures [0]struct{}                          // GenerateCaptures: captures and shots only
	modeAttack   [mAttack]struct{}                    // an attack query by generation (exchanges, King's Check, attackers)
	modeAimed    [mAttack | mAimed]struct{}           // the attack test: lines aimed at the target
	modeSwap     [mAttack | mReach]struct{}           // SwapShot's targets: captures with friends as targets
	modeThreats  [mAttack | mThreat]struct{}          // the empowered part of a reach map
	modeReach    [mAttack | mThreat | mReach]struct{} // the protection pass: threat map and captures of friends
	modeGhost    [mAttack | mAimed | mGhost]struct{}  // tests only: the attack test as the reach maps see it
)

// genMode is the set of modes genIn is compiled for.
type genMode interface {
	modeSteps | modeFuse | modeCaptures | modeAttack | modeAimed | modeSwap | modeThreats | modeReach | modeGhost
}

// bitsOf is the bits of mode M: a constant in each compiled instance.
func bitsOf[M genMode]() genBits {
	var m M
	return genBits(len(m))
}

// genIn is the generator g working in mode M. Its methods are the hot
// patterns; the other methods of gen (the special moves, the mechanics'
// helpers) run in g.mode, the same mode known at run time, and reach the
// patterns back through gen's dispatching methods (mode_dispatch.go).
type genIn[M genMode] struct{ *gen }

// in sets g to work in mode M.
func in[M genMode](g *gen) genIn[M] {
	g.mode = bitsOf[M]()
	return genIn[M]{g}
}

// phantomAt reports whether sq is the attack query's phantom target (an
// empty square treated as an enemy body). Only attack queries have one.
func (g genIn[M]) phantomAt(sq board.Square) bool {
	return bitsOf[M]().has(mAttack) && uint16(sq) == g.phantom
}

// keepsMoves reports a mode that keeps quiet steps (a generation of steps).
func (b genBits) keepsMoves() bool { return b.has(mMoves) }

// capturesOnly reports a generation of captures only (GenerateCaptures).
func (b genBits) capturesOnly() bool { return b&(mMoves|mAttack) == 0 }
