package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// undoneFromLogs makes step on fen, checks that it kept no copy of the
// position and that the position after it is sound, runs check, then
// unmakes it: the position must be exactly the one before (Diff: every
// square, tomb, unit field and the hash), and sound.
func undoneFromLogs(t *testing.T, fen, step string, check func(g *Game)) {
	t.Helper()
	p := board.MustParse(fen)
	before := p.Clone()
	g := NewGame(p)
	s, err := g.ParseStep(step)
	require.NoError(t, err, step)
	g.Make(s)
	require.Nil(t, g.undo[len(g.undo)-1].snap, "%s: undone from the logs, not from a copy", step)
	require.NoError(t, p.Validate(), step)
	require.Equal(t, p.ComputeHash(), p.Hash(), step)
	check(g)
	g.Unmake()
	require.Empty(t, before.Diff(p), "unmake of %s", step)
	require.NoError(t, p.Validate(), "unmake of %s", step)
	require.Empty(t, g.unitLog, "the unit log is back to empty")
}

// unitLogKinds counts the unit log's entries of the last step by kind.
func unitLogKinds(g *Game) map[unitChangeKind]int {
	n := map[unitChangeKind]int{}
	for _, ch := range g.unitLog[g.undo[len(g.undo)-1].lens[4]:] {
		n[ch.kind]++
	}
	return n
}

// TestBlastsUndoneFromUnitLog: V13-EXPLOSION, V13-JESTER-EXPLOSION,
// V13-JESTER-DETONATE, V13-CANNON-BLAST, V13-EARTHQUAKE,
// V13-FROG-DOUBLESPAWN, V13-PUSH-WALL, V13-FROG-SLIME, V13-JESTER-SPIN,
// V13-ROOK-LAUNCH, V13-JESTER-WALLTRAP. The blast special moves, Double
// Spawn, Push Wall, Slime, Spin, Launch and Walltrap take no copy of the position: what they kill,
// clear, wall, open, flatten and move goes to the unit log (a chained jester's blast, a stack of a pending tomb under a
// body, an active tomb with its rot count, an owner's wall in the middle of
// its list, bind links and a syzygy cut by a death), and Unmake replays it
// back to the exact position.
func TestBlastsUndoneFromUnitLog(t *testing.T) {
	// Detonate on e4: its 3x3 holds the black jester f5 (which blasts on
	// to g6), a white pawn on a pending tomb (d5), an active tomb (f4),
	// three squares of the white king's wall (f3 e3 d4, between h3 and
	// c4 of the same list), a rook bound to c3 (d3) and a knight in
	// syzygy with l11 (e5).
	detonate := lnFEN("k@a1 K@p16 j@e4 J@f5 P@g6 r@d3 r@c3 N@e5 B@l11 p@d5",
		"unit:{e4}/stay=10,{d3}/bind=w,{c3}/bind=e,{e5}/syz={l11},{l11}/syz={e5}",
		"wall:{a1}=h3f3e3d4c4,{p16}=h8", "tomb:d5=pending/0/,f4=active/7/P200")
	cases := []struct {
		name, fen, step string
		kinds           map[unitChangeKind]int // entries of the unit log after the step
		region          bool                   // Within(Region) holds: no chain, no link outside
	}{
		{"V13-JESTER-DETONATE V13-JESTER-EXPLOSION a chain, tombs, walls, links", detonate, "e4!detonate",
			// Tombs: d5 and f4 opened, then f5's blast opens e4, f4, e5 and
			// f5 (the first blast's tombs) again.
			map[unitChangeKind]int{unitBuried: 6, unitWall: 3, unitTomb: 6}, false},
		{"V13-CANNON-BLAST a pawn, a wall and an open tomb", lnFEN("k@a1 K@p16 o@h4 P@h9 p@g7 R@h12",
			"wall:{p16}=i8", "tomb:i9=open/3/P200"), "h4!blast-h8",
			map[unitChangeKind]int{unitBuried: 2, unitWall: 1, unitTomb: 1}, true},
		{"V13-EARTHQUAKE levels flattened, no flood", lnFEN("K@p16 k@a1 r@e5 p@e6 n@c3 q@m12",
			"level:c3=-2,h8=5,b1=-1,e5=1", "wall:{a1}=d4"), "e5!quake",
			map[unitChangeKind]int{unitBuried: 2, unitWall: 1, unitLevel: 4}, true},
		{"V13-FROG-DOUBLESPAWN two frogs, three paralyses", lnFEN(shelter + "f@e5"), "e5!spawn2-d4:f6",
			map[unitChangeKind]int{}, true},
		{"V13-PUSH-WALL the wall and the pusher, from a flood", lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4h9",
			"level:e4=-1", "mark:flood@e4/4"), "e3!pushwall-e4", map[unitChangeKind]int{}, true},
		{"V13-FROG-SLIME the frog buried, its 3x3 paralyzed", lnFEN("k@a1 K@p16 f@h8 P@g9 p@i7 F@h9 P@g7 P@i9 P@h10 P@j8",
			"unit:{i9}/par=30/paro=2,{g7}/box"), "h8!slime", map[unitChangeKind]int{unitBuried: 1}, true},
		{"V13-JESTER-SPIN a ring turned, a syzygy ended", lnFEN("k@a1 K@p16 j@e4 P@e5 r@f3 N@d4 j@p1",
			"unit:{e5}/syz={f3},{f3}/syz={e5}"), "e4!spin:4", map[unitChangeKind]int{}, true},
		{"V13-ROOK-LAUNCH a flight and its blast", lnFEN("k@a1 K@p16 r@h4 P@h5 P@h11 p@g12 P@h13", "wall:{p16}=i10"),
			"h4!launch-h11", map[unitChangeKind]int{unitMoved: 1, unitBuried: 3, unitWall: 1}, true},
		{"V13-ROOK-LAUNCH to the board's edge", lnFEN("k@a1 K@p1 r@h4 P@h5 P@g15"), "h4!launch-h16",
			map[unitChangeKind]int{unitMoved: 1, unitBuried: 2}, true},
		{"V13-JESTER-WALLTRAP the old wall dissolved, the ring walled", lnFEN(shelter+"j@e4 B@g6 N@h6",
			"wall:{e4}=c3c4d5,{p16}=h7"), "e4!walltrap-g6", map[unitChangeKind]int{unitWall: 3, unitWallSet: 6}, true},
		{"V13-ROOK-LAUNCH onto a wall at the edge, thrown from in front", lnFEN("k@a1 K@p1 r@h14 P@h15", "wall:{p1}=h16"),
			"h14!launch-h16", map[unitChangeKind]int{unitBuried: 1, unitWall: 1}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			undoneFromLogs(t, tc.fen, tc.step, func(g *Game) {
				assert.Equal(t, tc.kinds, unitLogKinds(g))
				area, ok := g.Region(g.undo[len(g.undo)-1].step)
				require.True(t, ok, "a region named before the step")
				assert.Equal(t, tc.region, g.Within(&area))
				_, _, hit := g.Hit()
				assert.False(t, hit, "no copy: Hit knows no position before")
			})
		})
	}
}

// TestBlastsKeepCopyWhereNeeded: V13-EARTHQUAKE, V13-LOOP-EXEC,
// V13-PUSH-WALL, V13-JESTER-SPIN, V13-ROOK-LAUNCH, V13-JESTER-TRAP. An
// Earthquake that ends a flood, a blast with a program on the board (the
// loops and monads stages run only on a step with a copy), a push, spin or
// flight onto a trap or an active tomb keeps its copy of the position.
func TestBlastsKeepCopyWhereNeeded(t *testing.T) {
	for _, tc := range []struct{ name, fen, step string }{
		{"V13-EARTHQUAKE a flood ends", lnFEN("K@p16 k@a1 r@e5 n@c3", "level:b1=-1", "mark:flood@b1/5", "unit:{c3}/flood=b1"), "e5!quake"},
		{"V13-JESTER-DETONATE a program on the board", lnFEN("k@a1 K@p16 j@e4 l@h5", "unit:{e4}/stay=10"), "e4!detonate"},
		{"V13-PUSH-WALL onto an active tomb", lnFEN("K@p16 k@a1 r@e3 p@f4 N@h8", "wall:{h8}=e4", "tomb:e4=active/0/P200"), "e3!pushwall-e4"},
		{"V13-JESTER-SPIN a trap on the ring", lnFEN("k@a1 K@p16 j@e4 P@e5 r@f3 N@d4 j@p1", "mark:trap@f5/{p1}"), "e4!spin:1"},
		{"V13-ROOK-LAUNCH onto a trap", lnFEN("k@a1 K@p16 r@h4 P@h5 P@h11 J@o16", "mark:trap@h10/{o16}"), "h4!launch-h11"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			g := NewGame(p)
			if tc.step == "e4!detonate" {
				// A Loop declaration puts a program on the board, then
				// the enemy passes.
				require.NoError(t, g.PlayTurn("h5!loop:+1+2;-1-2"))
				require.NoError(t, g.PlayTurn("0000"))
				require.True(t, p.HasPrograms())
			}
			before := p.Clone()
			s, err := g.ParseStep(tc.step)
			require.NoError(t, err)
			g.Make(s)
			assert.NotNil(t, g.undo[len(g.undo)-1].snap, "a copy")
			g.Unmake()
			assert.Empty(t, before.Diff(p))
		})
	}
}

// TestBlastUndoAlongRandomGames: V13-EXPLOSION, V13-JESTER-DETONATE,
// V13-CANNON-BLAST, V13-EARTHQUAKE, V13-FROG-DOUBLESPAWN, V13-PUSH-WALL,
// V13-FROG-SLIME, V13-JESTER-SPIN, V13-ROOK-LAUNCH, V13-JESTER-WALLTRAP.
// Along random games
// from the suite's positions, every pseudo-legal step of those moves at
// every ply is made and unmade: the hash stays
// incremental, the position validates, and unmake restores it exactly.
func TestBlastUndoAlongRandomGames(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	plies := 24
	if testing.Short() {
		plies = 8
	}
	logged := 0
	for i, e := range suite {
		p := e.Pos.Clone()
		g := NewGame(p)
		r := rand.New(rand.NewPCG(uint64(i), 45))
		for ply := 0; ply < plies; ply++ {
			for _, s := range g.Generate(nil) {
				if s.Kind() != KindSpecial || s.isMarked() {
					continue
				}
				switch s.Special() {
				case SpecDetonate, SpecCannonBlast, SpecQuake, SpecDoubleSpawn, SpecPushWall, SpecSlime, SpecSpin, SpecLaunch, SpecWalltrap:
				default:
					continue
				}
				before := p.Clone()
				g.Make(s)
				if g.undo[len(g.undo)-1].snap == nil {
					logged++
				}
				require.Equal(t, p.ComputeHash(), p.Hash(), "%s ply %d: %s", e.Name, ply, FormatStep(before, s))
				require.NoError(t, p.Validate(), "%s ply %d: %s", e.Name, ply, FormatStep(before, s))
				g.Unmake()
				require.Empty(t, before.Diff(p), "%s ply %d: unmake of %s", e.Name, ply, FormatStep(before, s))
			}
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d of those steps undone from the logs", logged)
	require.Positive(t, logged)
}
