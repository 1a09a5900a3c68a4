package movegen

import "github.com/frozenchess/engine/board"

// Double Spawn (V13-FROG-DOUBLESPAWN): when a frog spawns it creates two
// frogs instead of one, written <from>!spawn2-<first>:<second>, the two
// targets in square order (a1 first). Ruling: it needs two empty squares of
// its 3x3 that the enemy does not threaten (the frog itself unthreatened,
// as for any Spawn); all three frogs are paralyzed 40 turns, ignoring
// immunity; the cap is V13-SPAWN-CAP's, 8 frogs per side, so the side must
// have at most 6 before. The frog counts as threatened when an enemy could
// capture a mortal unit on its square. Our readings follow the generic Spawn's (spawn.go)
// for what "empty" is and for the new units (fresh identities, default
// stats); a frog has no single Spawn (its spawn makes two: spawnUsers
// leaves frogs out). It ends the turn (a generic special move, so also a
// multimove's last step). Undone as a Spawn is: the paralyses from the
// field log, the new frogs off the board and out of the unit table
// (undoubleSpawn).

var doubleSpawnDef = SpecialDef{
	Name: "spawn2", Catalog: "V13-FROG-DOUBLESPAWN", Target: true, Arg: ArgSquare, Generic: true,
	gen:    (*gen).doubleSpawns,
	make:   doubleSpawn,
	unmake: undoubleSpawn,
	region: doubleSpawnRegion,
	// Two new friendly bodies may deflect an enemy line onto the king: a
	// trial, partial on the three squares.
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.touched, false, u.touchedOK
	},
	refused: func(p *board.Position, s Step) bool { return board.Square(s.Arg()) <= s.To() },
	refusal: "the second target must come after the first in square order (a1, b1, ..., p16) and differ from it",
}

// doubleSpawns generates the Double Spawns of the frog u on sq.
func (g *gen) doubleSpawns(sq board.Square, u *board.Unit) {
	if g.p.NumUnitSlots()+1 >= board.MaxUnits || immortalCount(g.p, g.side)+2 > MaxImmortalsPerSide || g.threatenedFrog(sq) {
		return
	}
	var free [8]board.Square
	n := 0
	for _, t := range leaps[leapKing][sq] {
		if c := &g.cells[t]; c.Body == 0 && c.Wall == 0 && c.Features == 0 && !g.enemyAttacks(t) {
			free[n] = t
			n++
		}
	}
	sortSquares(free[:n])
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			g.addSpecial(sq, free[i], SpecDoubleSpawn, uint16(free[j]))
		}
	}
}

// threatenedFrog reports whether the enemy threatens the frog on sq: could
// capture there if a mortal unit stood there (V13-SPAWN: "even for
// immortal units"; the reach maps leave frogs out, as nothing captures
// them). The frog's square is the attack test's phantom target.
func (g *gen) threatenedFrog(sq board.Square) bool {
	// At a turn's start the reach pass marked the frogs the enemy reaches.
	if pr := g.prot; pr != nil && pr.valid && pr.key == g.p.Hash() && g.p.Turn().Actor == 0 && mapsAnswerEmpty(g.p.Variant) &&
		g.cells[sq].Piece&^board.PieceBlack == board.Piece(board.Frog) {
		return pr.frogThreatened(g.side, sq)
	}
	h := newGen(g.p, g.side.Other(), g.scratch())
	h.prot = g.prot
	h.phantom = uint16(sq)
	return h.attacks(sq)
}

// sortSquares sorts a few squares in place (insertion sort: no allocation).
func sortSquares(s []board.Square) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// doubleSpawn plays a Double Spawn: two new frogs, all three paralyzed.
func doubleSpawn(g *Game, u *undo, s Step) {
	p := g.Pos
	parent := p.BodyAt(s.From())
	pu := p.Unit(parent)
	t, side := pu.Type, pu.Side
	g.paralyze(parent, SpawnParalysis(t), board.ParOriginPenalty)
	u.touched.Add(s.From())
	for _, to := range [2]board.Square{s.To(), board.Square(s.Arg())} {
		id, err := p.NewUnit(t, side)
		must(err, "spawn2", s)
		must(p.PlaceBody(to, id), "spawn2", s)
		g.paralyze(id, SpawnParalysis(t), board.ParOriginPenalty)
		u.touched.Add(to)
	}
	u.touchedOK = true
	// Three squares changed, not the step's two: its region (the search
	// scores them before and after, Game.Region, Game.Within).
	u.hit = u.touched
	u.nonLocal = true
}

// undoubleSpawn takes back a Double Spawn after Unmake has undone the
// turn's end: the paralyses from the field log, then the second frog (the
// last of the unit table), then the first.
func undoubleSpawn(g *Game, u *undo, s Step) {
	g.revertFields(u.lens[2])
	unmakeNewUnit(g.Pos, board.Square(s.Arg()), s)
	unmakeNewUnit(g.Pos, s.To(), s)
}

// doubleSpawnRegion is SpecialDef.region for a Double Spawn: the frog's
// square and its two targets.
func doubleSpawnRegion(s Step) (area board.SquareSet, ok bool) {
	area.Add(s.From())
	area.Add(s.To())
	area.Add(board.Square(s.Arg()))
	return area, true
}
