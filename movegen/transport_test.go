package movegen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heldUnits writes n units as gone:<refs> and unit:<id>/parent=<carrier>
// sections, ids from 60, all of letter l, held by the unit on carrier.
func heldUnits(l string, n int, carrier string) []string {
	var refs, parents []string
	for i := range n {
		id := 60 + i
		refs = append(refs, l+itoa(id))
		parents = append(parents, itoa(id)+"/parent={"+carrier+"}")
	}
	return []string{"gone:" + strings.Join(refs, ""), "unit:" + strings.Join(parents, ",")}
}

// TestV8TransportBoardV8CLASSTRANSPORT: V8-CLASS-TRANSPORT, V8-SHIP,
// V8-CANNON. A friendly non-king unit boards a Ship (up to 8) or a Cannon
// (one) by a quiet step of its own pattern onto the carrier's square.
func TestV8TransportBoardV8CLASSTRANSPORT(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-SHIP: a rook's line, a knight's leap, a bishop's diagonal, a pawn's step", pieces: "k@a1 K@p15 s@e4 r@a4 n@g3 b@c2 p@e3",
			want: []string{"a4!board-e4", "c2!board-e4", "e3!board-e4", "g3!board-e4"}},
		{name: "V8-SHIP: the king cannot board", pieces: "k@d3 K@p15 s@e4", want: []string{}},
		{name: "V8-SHIP: an enemy cannot board", pieces: "k@a1 K@p15 s@e4 R@e8", want: []string{}},
		{name: "V8-SHIP: a blocked line does not reach it", pieces: "k@a1 K@p15 s@e4 r@e1 n@e2", want: []string{}},
		{name: "V8-SHIP: a pawn's diagonal is a capture, not a step", pieces: "k@a1 K@p15 s@e4 p@d3", want: []string{}},
		{name: "V8-SHIP: a paralyzed unit cannot board", pieces: "k@a1 K@p15 s@e4 r@e1", sections: []string{"unit:{e1}/par=2"},
			want: []string{}},
		{name: "V8-SHIP: a paralyzed ship is boarded", pieces: "k@a1 K@p15 s@e4 r@e1", sections: []string{"unit:{e4}/par=2"},
			want: []string{"e1!board-e4"}},
		{name: "V8-SHIP: a jester, which never captures, boards by its leap", pieces: "k@a1 K@p15 s@e4 j@c2",
			want: []string{"c2!board-e4"}},
		{name: "V8-SHIP: a ship does not board a ship", pieces: "k@a1 K@p15 s@e4 s@c2", want: []string{}},
		{name: "V8-SHIP: the 8th unit boards", pieces: "k@a1 K@p15 s@e4 r@e1", sections: heldUnits("p", 7, "e4"),
			want: []string{"e1!board-e4"}},
		{name: "V8-SHIP: a ship holding 8 is full", pieces: "k@a1 K@p15 s@e4 r@e1", sections: heldUnits("p", 8, "e4"),
			want: []string{}},
		{name: "V8-CANNON: ammunition steps onto the cannon", pieces: "k@a1 K@p15 z@e4 p@e3 n@g3",
			want: []string{"e3!board-e4", "g3!board-e4"}},
		{name: "V8-CANNON: a loaded cannon holds no second unit", pieces: "k@a1 K@p15 z@e4 p@e3", sections: heldUnits("n", 1, "e4"),
			want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "board", false))
		})
	}
	t.Run("V8-CLASS-TRANSPORT: 13.0 has no boarding", func(t *testing.T) {
		p := board.MustParse(lnFEN("k@a1 K@p15 o@e4 p@e3"))
		assert.Empty(t, specialsOf(t, p.Format(), "board", false))
	})
}

// TestV8TransportMakeV8CLASSTRANSPORT: V8-CLASS-TRANSPORT, V8-SHIP. The
// boarding unit walks its path (its start and the squares passed become its
// wall, the carrier's square does not) and is held by the ship; make and
// unmake restore the position and its hash.
func TestV8TransportMakeV8CLASSTRANSPORT(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p15 s@e4 r@e1 P@h12", "gone:n60", "unit:60/parent={e4}", "wall:{e1}=a4b4")
	ship, rook := p.BodyAt(sqs(t, "e4")[0]), p.BodyAt(sqs(t, "e1")[0])
	before := p.Hash()
	shipOnly := board.Material(p, board.Block(sqs(t, "e4")[0], 1))
	require.NotZero(t, shipOnly[board.White], "V8-CLASS-IMMORTAL: the ship counts for its side")
	v8MakeAndBack(t, p, "e1!board-e4", func(g *Game) {
		q := g.Pos
		assert.Zero(t, q.BodyAt(sqs(t, "e1")[0]))
		assert.Equal(t, board.LocGone, q.Unit(rook).Loc)
		assert.Equal(t, ship, q.Carrier(rook))
		assert.Equal(t, []board.UnitID{rook, 60}, q.Cargo(ship, nil), "by ascending id")
		for _, sq := range sqs(t, "e1", "e2", "e3") {
			assert.Equal(t, rook, q.WallOwner(sq), "its walk is its wall: %s", sq)
		}
		assert.Zero(t, q.WallOwner(sqs(t, "e4")[0]), "no wall under the ship")
		assert.Zero(t, q.WallOwner(sqs(t, "a4")[0]), "its old wall dissolves")
		assert.NotEqual(t, before, q.Hash())
		assert.Equal(t, board.Black, q.SideToMove())
		assert.Equal(t, shipOnly, board.Material(q, board.Block(sqs(t, "e4")[0], 1)),
			"V8-ROTATE-VALUES: held units do not count; the ship does")
	})
	t.Run("V8-CANNON: loading a cannon", func(t *testing.T) {
		c := v8Pos(t, "k@a1 K@p15 z@e4 n@g3")
		knight := c.BodyAt(sqs(t, "g3")[0])
		v8MakeAndBack(t, c, "g3!board-e4", func(g *Game) {
			assert.Equal(t, uint8(1), bodyOn(t, g.Pos, "e4").Held)
			assert.Equal(t, knight, g.Pos.CargoAt(g.Pos.BodyAt(sqs(t, "e4")[0]), 1))
			assert.Equal(t, knight, g.Pos.WallOwner(sqs(t, "g3")[0]), "a leap's wall is its start square")
		})
	})
	t.Run("V8-SHIP: the legal list has it and it round-trips", func(t *testing.T) {
		require.Contains(t, v8Specials(t, p, "board", true), "e1!board-e4")
	})
}

// TestV8TransportRandomGamesV8SHIP: V8-SHIP, V8-CANNON, V8-CLASS-TRANSPORT.
// Seeded random games from a position with ships and cannons, loaded and
// not, preferring boarding, unloading and the cannons' captures: at every
// ply every legal transport step and a fifth of the others are made and unmade (position and hash restored, the
// incremental hash and repetition key equal to their recomputation, the
// position valid and its string round-tripping, its notation parsing back),
// and each boarding, unloading and cannon capture is legal by Legal exactly
// when it is legal played on a copy (perft by copy's judgement; the whole
// perft 1 is not compared: Rotate's legality in some 8.0 positions differs
// between the two on main already).
func TestV8TransportRandomGamesV8SHIP(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	start := v8Pos(t, "K@i16 S@e13 S@l13 Z@f14 Z@k14 R@a16 N@c15 B@d14 P@e12 P@g12 P@j12 J@n15 "+
		"k@i1 s@e4 s@l4 z@f3 z@k3 r@a1 n@c2 b@d3 p@e5 p@g5 p@j5 j@n2",
		"gone:r130P131n132p133", "unit:130/parent={e4},131/parent={k14},132/parent={l4},133/parent={f3}")
	r := rand.New(rand.NewPCG(47, 8))
	games, plies := 4, 20
	if testing.Short() {
		games = 1
	}
	seen := map[Special]int{}
	for gi := range games {
		p := start.Clone()
		g := NewGame(p)
		for ply := range plies {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			before, hash := p.Format(), p.Hash()
			for i, s := range legal {
				if !transportStep(s) && i%5 != ply%5 {
					continue // a fifth of the others
				}
				str := FormatStep(p, s)
				parsed, err := g.ParseStep(str)
				require.NoError(t, err, "game %d ply %d: %s in %s", gi, ply, str, before)
				require.Equal(t, s, parsed, str)
				g.Make(s)
				require.Equal(t, p.ComputeHash(), p.Hash(), "after %s from %s", str, before)
				require.Equal(t, p.ComputeRepetitionHash(), p.RepetitionHash(), "after %s from %s", str, before)
				require.NoError(t, p.Validate(), "after %s from %s", str, before)
				q, err := board.Parse(p.Format())
				require.NoError(t, err)
				require.Empty(t, p.Diff(q))
				g.Unmake()
				require.Equal(t, hash, p.Hash(), "unmake of %s", str)
				require.Equal(t, before, p.Format(), "unmake of %s", str)
			}
			legalSet := map[Step]bool{}
			for _, s := range legal {
				legalSet[s] = true
			}
			var c copier
			q, _ := c.at(0)
			for _, s := range Generate(p, nil) {
				if transportStep(s) {
					assert.Equal(t, c.play(p, q, 0, s), legalSet[s], "the legality of %s, by copy and by Legal, in %s", FormatStep(p, s), before)
				}
			}
			// Half the plies play a transport step where one is legal, so
			// that even the short run boards and unloads whatever order the
			// generation lists the steps in.
			pick := legal[r.IntN(len(legal))]
			var transports []Step
			for _, s := range legal {
				if transportStep(s) {
					transports = append(transports, s)
				}
			}
			if len(transports) > 0 && r.IntN(2) == 0 {
				pick = transports[r.IntN(len(transports))]
			}
			if pick.Kind() == KindSpecial {
				seen[pick.Special()]++
			}
			g.Make(pick)
			for p.Turn().Actor != 0 { // a turn of several steps: end it
				g.Make(EndStep)
			}
		}
	}
	assert.NotZero(t, seen[SpecBoard], "the games boarded")
	assert.NotZero(t, seen[SpecUnload], "the games unloaded")
}

// transportStep reports the steps the transports make or spend ammunition
// on: boarding, unloading, the cannon's shots and Blasts.
func transportStep(s Step) bool {
	return s.Kind() == KindShot || s.Kind() == KindSpecial && (s.Special() == SpecBoard || s.Special() == SpecUnload || s.Special() == SpecCannonBlast)
}
