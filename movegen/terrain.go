package movegen

import "github.com/frozenchess/engine/board"

// Raise and Lower (V13-TERRAIN-ADJUST): a unit moves the level of its own
// square up or down by one, within -63..+63.

var (
	raiseDef = SpecialDef{
		Name: "raise", Catalog: "V13-TERRAIN-ADJUST", Generic: true,
		gen: func(g *gen, sq board.Square, _ *board.Unit) {
			if g.cells[sq].Level < board.MaxLevel {
				g.addSpecial(sq, sq, SpecRaise, 0)
			}
		},
		make:    adjustTerrain,
		unmake:  func(g *Game, _ *undo, s Step) { must(g.Pos.SetLevel(s.From(), g.Pos.Level(s.From())-1), "unraise", s) },
		Hint:    HintOwnSquare,
		changes: terrainChanges,
	}
	lowerDef = SpecialDef{
		Name: "lower", Catalog: "V13-TERRAIN-ADJUST", Generic: true,
		gen: func(g *gen, sq board.Square, _ *board.Unit) {
			if g.cells[sq].Level > board.MinLevel {
				g.addSpecial(sq, sq, SpecLower, 0)
			}
		},
		make:    adjustTerrain,
		unmake:  func(g *Game, _ *undo, s Step) { must(g.Pos.SetLevel(s.From(), g.Pos.Level(s.From())+1), "unlower", s) },
		Hint:    HintOwnSquare,
		changes: terrainChanges,
	}
)

// terrainChanges: a Raise or Lower changes one level, unless it drained a
// flood (non-local) or a tomb rots at the turn's end (a snapshot).
func terrainChanges(u *undo, king board.Square) (c board.SquareSet, levels, ok bool) {
	if u.snap != nil || u.nonLocal || u.step.From() == king {
		return c, false, false
	}
	c.Add(u.step.From())
	return c, true, true
}

// adjustTerrain plays Raise or Lower. A flood needs a lowered square, so
// raising a flooded square to level 0 drains it at once (ruling recorded in
// docs/rules.md); that rare case is undone from a snapshot.
func adjustTerrain(g *Game, u *undo, s Step) {
	p := g.Pos
	sq := s.From()
	lvl := p.Level(sq) + 1
	if s.Special() == SpecLower {
		lvl = p.Level(sq) - 1
	}
	drains := lvl >= 0 && p.Cell(sq).Features&board.FeatFlood != 0
	if drains {
		g.snapshot(u)
	}
	must(p.SetLevel(sq, lvl), "terrain", s)
	if drains {
		g.endFlood(sq)
		u.nonLocal, u.untracked = true, true
	}
}
