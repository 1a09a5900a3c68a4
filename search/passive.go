package search

import (
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Passive special moves pruned unmade (issue 46, fourth round): the cheap
// static filter for special moves that change nothing of value.
//
// Late-move pruning judges a late step after making it (quiet: did it take
// or freeze something of the enemy's, land next to the enemy king, leave the
// turn going on?), since for most steps that is known only then. At a node
// of depth 1 that costs a make and an unmake of about 150 special moves each
// (counted from the start, `go depth 4`: 505,000 special moves made at the
// 3,400 nodes of depth 1, nearly all to be pruned right after). For some
// kinds the answer is known before: a terrain level raised or lowered, a
// king's Exchange or Portal, a bind, a defusion, a box, a spawn, a morph,
// a pawn's facing, ... act on the mover's own units or on empty terrain and
// never gained the mover anything in the counts below. Such a step, late at
// a node where late quiet steps are pruned, is skipped without its make,
// as Rotates are, unless it acts within passiveReach squares of the enemy
// king (there a change of terrain or of a unit may matter).
//
// How the set was chosen: over every 16th opening of bench/openings.txt at
// 20,000 nodes each (12 searches), the special moves quiet judged at
// late-move-pruning nodes, by kind, and how many of them were not quiet.
// Every kind here had none, or under 1 in 3,000 (Distract: 24 of 76,503),
// in at least 300 made; kinds that sometimes gain (Fuse 17%, SwapShot 3%,
// CannonBlast 2.5%, Teleswap 1.1%, Face 0.3%, Push, Mirror, Arrow, ...) and
// the rare ones are still made and judged.
var PassivePruning = true

// passiveReach is how near (in king steps) to the enemy king a passive
// special move may act and still be pruned unmade.
const passiveReach = 2

// passiveKinds are the special moves that change nothing of value (above).
var passiveKinds = func() (set [64]bool) {
	for _, k := range []movegen.Special{
		movegen.SpecRaise, movegen.SpecLower, movegen.SpecQuake,
		movegen.SpecExchange, movegen.SpecPortal,
		movegen.SpecBind, movegen.SpecGroup, movegen.SpecUnbind, movegen.SpecDefuse,
		movegen.SpecBlizzard, movegen.SpecQuicken, movegen.SpecShadow, movegen.SpecLoop,
		movegen.SpecBox, movegen.SpecUnbox, movegen.SpecSpawn, movegen.SpecDoubleSpawn,
		movegen.SpecMorph, movegen.SpecLaunch, movegen.SpecAvalanche,
		movegen.SpecWalltrap, movegen.SpecDistract, movegen.SpecDecohere,
		movegen.SpecPushWall, movegen.SpecWallBlast,
	} {
		set[k] = true
	}
	return set
}()

// passiveSpecial reports that st, a special move of the side to move at
// ply, is of a passive kind and acts farther than passiveReach from the
// enemy king.
func (s *Searcher) passiveSpecial(st movegen.Step, ply int) bool {
	k := st.Special()
	if !PassivePruning || int(k) >= len(passiveKinds) || !passiveKinds[k] {
		return false
	}
	king, ok := s.g.KingSquare(s.sideAt[ply].Other())
	if !ok {
		return false
	}
	return kingDistance(st.From(), king) > passiveReach && kingDistance(st.To(), king) > passiveReach
}

// kingDistance is the number of king steps from a to b.
func kingDistance(a, b board.Square) int {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return max(df, -df, dr, -dr)
}
