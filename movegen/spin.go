package movegen

import "github.com/frozenchess/engine/board"

// Spin (V13-JESTER-SPIN): the bodies on the 8 squares around the jester
// turn clockwise along the ring by k = 1..7 places (argument :k); the
// squares' features (walls, tombs, markers, levels) stay. Ruling followed:
// the ring runs N, NE, E, SE, S, SW, W, NW and the spin is illegal if the
// ring holds an immune unit (a king, a jester, a box) or a body would land
// on a wall. Q15 as played: relocations never raise a unit (a body may not
// land higher than it stood), and they end syzygy (both partners). What a
// landing square does is done (Q15: "moved by external means"): a flood
// holds the unit (unless it is a king or a Royal Guard) and an enemy trap
// springs (4 turns, the trap goes). Readings: the ring must lie whole on
// the board (at the edge there is no ring to turn); a spin onto an active
// tomb is not offered (the units would have to die into it one after
// another, which is not played yet); a spin that moves nobody (an empty
// ring) is not offered. No wall is built. Undone from the field log (what
// the landings did) and by turning the ring back (unspin); a ring with a
// trap on it keeps a copy of the position (a trap that springs leaves the
// logs).

var spinDef = SpecialDef{
	Name: "spin", Catalog: "V13-JESTER-SPIN", Arg: ArgCount,
	gen:    (*gen).spins,
	make:   spin,
	unmake: unspin,
	region: blastRegion(true), // the ring and the jester's square
}

// spinRing returns the ring around sq in spin order, if it lies on the board.
func spinRing(sq board.Square) (ring [8]board.Square, ok bool) {
	for d := board.Dir(0); d < board.NumDirs; d++ {
		n := nbr[sq][d]
		if n == offBoard {
			return ring, false
		}
		ring[d] = board.Square(n)
	}
	return ring, true
}

// spinnable reports whether the ring may turn at all: a body on it, none
// of them immune.
func spinnable(p *board.Position, ring *[8]board.Square) bool {
	any := false
	for _, sq := range ring {
		pc := p.PieceAt(sq)
		if pc == board.NoPiece {
			continue
		}
		if pc&board.PieceBox != 0 || boundAt(p, sq) {
			return false
		}
		for m := p.BodyAt(sq); m != 0; m = p.Unit(m).Member {
			if t := p.Unit(m).Type; t == board.King || t == board.Jester {
				return false
			}
		}
		any = true
	}
	return any
}

// spinFits reports whether turning the ring by k places lands every body
// on a square that is no wall, no active tomb and not higher than its own.
func spinFits(p *board.Position, ring *[8]board.Square, k int) bool {
	for i, sq := range ring {
		if p.BodyAt(sq) == 0 {
			continue
		}
		to := ring[(i+k)%8]
		c := p.Cell(to)
		if c.Wall != 0 || c.Level > p.Cell(sq).Level {
			return false
		}
		if c.Features&board.FeatTomb != 0 {
			if t, _ := p.TombAt(to); t.State == board.TombActive {
				return false
			}
		}
	}
	return true
}

// spins generates the Spins of the jester on sq.
func (g *gen) spins(sq board.Square, _ *board.Unit) {
	ring, ok := spinRing(sq)
	if !ok || !spinnable(g.p, &ring) {
		return
	}
	for k := 1; k <= 7; k++ {
		if spinFits(g.p, &ring, k) {
			g.addSpecial(sq, sq, SpecSpin, uint16(k))
		}
	}
}

// spin plays a Spin: every body off the ring, then each onto its new
// square in ring order from the top, then what the squares do to them.
func spin(g *Game, u *undo, s Step) {
	p := g.Pos
	ring, _ := spinRing(s.From())
	k := int(s.Arg())
	if u.snap == nil {
		for _, sq := range ring {
			if p.Cell(sq).Features&board.FeatTrap != 0 {
				g.snapshot(u)
				break
			}
		}
	}
	ids := liftRing(p, &ring, "spin", s)
	for i, id := range ids {
		if id == 0 {
			continue
		}
		to := ring[(i+k)%8]
		must(p.PlaceBody(to, id), "spin", s)
		u.hit.Add(ring[i])
		g.land(u, id, to, 0)
	}
	u.nonLocal = true
}

// unspin takes back a Spin made without a copy, after Unmake has undone
// the turn's end: what the landings did (the field log), then every body
// off the ring and back k places.
func unspin(g *Game, u *undo, s Step) {
	p := g.Pos
	g.revertFields(u.lens[2])
	ring, _ := spinRing(s.From())
	k := int(s.Arg())
	ids := liftRing(p, &ring, "spin back", s)
	for i, id := range ids {
		if id != 0 {
			must(p.PlaceBody(ring[(i+8-k)%8], id), "spin back", s)
		}
	}
}

// liftRing takes every body off the ring, by ring index, so that they can
// be put down again k places on (spin) or back (unspin).
func liftRing(p *board.Position, ring *[8]board.Square, what string, s Step) (ids [8]board.UnitID) {
	for i, sq := range ring {
		if p.BodyAt(sq) != 0 {
			id, err := p.RemoveBody(sq)
			must(err, what, s)
			ids[i] = id
		}
	}
	return ids
}
