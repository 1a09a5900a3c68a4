package movegen

import (
	"os"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// Perft counts from the start position, pinned after make/unmake and
// copy-make agreed (docs/notation.md defines the nodes). A change here means
// the rules changed: say which in the commit.
func TestPerftStart(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	tests := []struct {
		depth int
		turns uint64
	}{
		// 666 before the Poison Arrow (V13-XBOW-ARROW) and the Cannon
		// Blast (V13-CANNON-BLAST); 684 before the special moves and
		// abilities of issues 29-33 were merged (each branch's own count
		// is in docs/notation.md): Fusion and Bind, Blizzard, Teleswap and
		// Quickening, Shadowing and the Loop shuttles, Pull-through, Shift
		// and Box, SwapShot, Spawn and Morph, Slime, Launch and the pawns'
		// facing turns make it 2,007; the templars' Avalanches
		// (V13-TEMPLAR-AVALANCHE, e1!avalanche:n and l1!avalanche:n) 2,009, and the
		// SwapShots of the assassins the rooks empower (V13-ROOK-TOWER) 2,013;
		// the jesters' Distract casts (V13-JESTER-DISTRACT: 36 squares of the
		// four jesters' move ranges, 8 directions each) 2,301; the 630
		// Rotates (V13-ROTATE: 210 blocks, each at 3 angles) 2,931.
		{1, 2931},
		// 467,071 before pawns leapt walls and tombs (V13-PAWN-LEAP), then
		// 467,341; Mirror Portal and Push made 491,979 with the arrows and
		// blasts; 4,059,570 with the moves of issues 29-33; 4,068,472 with
		// the Avalanches, 4,068,509 with the Walltraps (V13-JESTER-WALLTRAP:
		// black jesters trap the white pawns an Avalanche sends up); with Tower,
		// Pincer and Knightmare (V13-PAWN-PINCER, V13-KNIGHT-KNIGHTMARE) 4,084,864;
		// with the Distract casts 5,327,540; with Rotate 8,638,683; 8,637,501
		// once a fusion walks its path and builds its wall (V13-FUSE, Q6).
		{2, 8637501},
	}
	for _, tc := range tests {
		if tc.depth > 1 && testing.Short() {
			continue // about a CPU-minute (go test -short)
		}
		g := NewGame(board.StartPosition())
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		if tc.depth > 1 && !longPerft() {
			continue // by copy-make: about 2 minutes at depth 2 (FROZENCHESS_LONG=1 runs it)
		}
		assert.Equal(t, tc.turns, PerftCopy(board.StartPosition(), tc.depth), "perft %d by copy-make", tc.depth)
		assert.Equal(t, board.StartFEN, g.Pos.Format(), "perft leaves the position as it was")
	}
}

// Step-level perft: every step, End and Null included, is a node. At the
// start: 232 steps before the moves of issues 29-33 (60 first steps, 2
// zebra leaps of the crossbowman on k2 that the chancellor on j1 empowers,
// V13-EMPOWER, the Null move and 169 special moves), 1,555 with them,
// 1,559 and 2,337,147 with Tower (V13-ROOK-TOWER: four SwapShots more),
// 1,849 and 3,307,522 with the 288 Distract casts (V13-JESTER-DISTRACT),
// 2,479 and 5,982,186 with the 630 Rotates (V13-ROTATE), 2,479 and
// 5,981,838 once a fusion builds its wall (V13-FUSE, Q6).
func TestPerftStepsStart(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	g := NewGame(board.StartPosition())
	for _, tc := range []struct {
		depth int
		steps uint64
	}{{1, 2479}, {2, 5981838}} { // 1,849 and 3,307,522 before Rotate; 1,561 and 2,343,298 before the Distract casts; 1,557 and 2,330,938 before Tower, Pincer and Knightmare; 1,555 and 2,324,803 before the Avalanches and Walltraps; 232 and 40,173 before issues 29-33; 214 and 33,257 without the arrows and blasts; 33,042 before Mirror Portal
		assert.Equal(t, tc.steps, g.PerftSteps(tc.depth), "perft steps %d by make/unmake", tc.depth)
		if tc.depth > 1 && !longPerft() {
			continue // by copy-make: about a minute at depth 2 (FROZENCHESS_LONG=1 runs it)
		}
		assert.Equal(t, tc.steps, PerftStepsCopy(board.StartPosition(), tc.depth), "perft steps %d by copy-make", tc.depth)
	}
}

// longPerft reports whether the start position's depth-2 counts are also
// taken by copy-make: they agreed when they were pinned, and each takes
// minutes on the 2-core machine; FROZENCHESS_LONG asks for them.
func longPerft() bool { return os.Getenv("FROZENCHESS_LONG") != "" }

// TestPerftStepsDeadEnd: Q8 ("an action is illegal if, after any step,
// one's own king is in check"). Black's dragon on h13 may step to i11
// with its king safe, but every turn that step begins ends by dissolving
// the dragon's old wall (e12 ... g16, V13-WALL-LIFETIME), which opens the
// white queen's line c9-c16, then along the 16th rank to the king on i16.
// Such a first step belongs to no legal action, so it is not a legal step,
// and the step perft by copy-make must leave it out too (a long random
// game found the two disagreeing here: 73 steps by copy-make, 69 by
// make/unmake).
const deadEndFEN = "8K7/16/16/7D8/16/5Q9r/1dB13/2q13/16/7k8/16/16/16/16/16/16 b id:1,5,8,7,9,4,6,10 ply:23 " +
	"level:h7=-1,c10=-1,h13=1 wall:2=l12m12n12o12p12j13k13l13m13n13j14j15j16k16l16m16n16o16p16," +
	"5=e12d13e14i14f15h15g16,6=a4b4c4a5a6a7a8,7=e1f1g1h1i1j1k1l1m1n1e2n2e3n3e4n4b5c5d5e5n5n6n7n8n9n10n11o11," +
	"8=j5k5j6j7j8j9j10j11f12g12h12i12j12,9=d9,10=g6 tomb:l12=pending/0/b3,p14=active/12/R2 " +
	"unit:2/crro=3/idle=3/capl=1,3/idle=1,4/idle=10,5/idle=7,6/idle=8,7/idle=11,8/idle=9/shock=7,9/idle=10"

func TestPerftStepsDeadEnd(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	p := board.MustParse(deadEndFEN)
	g := NewGame(p)
	king, h13 := sqs(t, "i16")[0], sqs(t, "h13")[0]
	step, err := g.ParseStep("h13-i11")
	if assert.NoError(t, err) {
		g.Make(step)
		assert.False(t, Attacked(p, board.White, king), "the step itself leaves the king safe")
		g.Make(EndStep)
		assert.True(t, Attacked(p, board.White, king), "the turn's end opens the queen's line")
		g.Unmake()
		g.Unmake()
	}
	var legal []string
	for _, s := range g.Legal(0, nil) {
		if s.From() == h13 && s.Kind() == KindMove {
			legal = append(legal, FormatStep(p, s))
		}
	}
	for _, dead := range []string{"h13-i11", "h13-g11", "h13-h11", "h13-f13"} {
		assert.NotContains(t, legal, dead, "it begins no turn that can end")
	}
	assert.Contains(t, legal, "h13-g14", "some turn it begins can end")
	assert.Equal(t, uint64(475), g.PerftSteps(1), "by make/unmake (69 before Mirror Portal: f11!mirror and h13!mirror; 71 before the moves of issues 29-33: Lay, Shadowing, Box, Spawn, Morph, ...; 139 before the Rotates, V13-ROTATE)")
	assert.Equal(t, uint64(475), PerftStepsCopy(p, 1), "by copy-make")
	assert.Equal(t, g.PerftSteps(2), PerftStepsCopy(p, 2))
}

// Divide splits perft by root turn and adds up to it.
func TestDivide(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	g := NewGame(board.StartPosition())
	depth, want := 2, uint64(8637501)
	if testing.Short() {
		depth, want = 1, 2931 // the same root turns; perft 2 is about a CPU-minute
	}
	lines, total := g.Divide(depth)
	assert.Equal(t, want, total)
	assert.Len(t, lines, 2931)
	seen := map[string]bool{}
	var sum uint64
	for _, l := range lines {
		assert.False(t, seen[l.Turn], "turn %s listed twice", l.Turn)
		seen[l.Turn] = true
		sum += l.Nodes
	}
	assert.Equal(t, total, sum)
	assert.True(t, seen["h4-h5"] && seen["h4-h5,h5-h6"] && seen[NullString])
	assert.True(t, seen["a1!raise"] && seen["i1!exchange-p4"] && seen["a1!quake"], "special moves are turns")
	assert.False(t, seen["h1!quake"], "an Earthquake beside the own king blows it up: illegal")
	assert.False(t, seen["g1!quake"], "it kills the jester on h2, whose explosion reaches the king on i1")
	assert.True(t, seen["d1!blast-h5"] && seen["m1!blast-o3"] && !seen["d1!blast-d7"], "V13-CANNON-BLAST: targets with something in their 3x3")
	assert.True(t, seen["f2!arrow:ne"] && seen["k2!arrow:sw"], "V13-XBOW-ARROW: volleys into the own units")
	assert.True(t, seen["k2-m5^"] && seen["k2-m5^,m5-m12"], "the empowered crossbowman's zebra leap, then its own line")
	assert.True(t, seen["e1!avalanche:n"] && seen["l1!avalanche:n"] && !seen["e1!avalanche:e"], "V13-TEMPLAR-AVALANCHE: forwards only, rank 1 is full")
	assert.True(t, seen["b1!shadow"] && !seen["i1!shadow"] && !seen["a3!shadow"], "V13-SHADOW-ENTER: not the king, not a pawn")
	assert.True(t, seen["c2!loop:+0+3;+0-3"] && !seen["b1!loop:+3+4;-3-4"], "V13-LOOP-DECLARE: shuttles, not a jester's")
}

// Perft 3 from the start, by make/unmake and by copy-make, runs only when
// asked (about 20 minutes and an hour on the 2-core machine):
// FROZENCHESS_LONG=1 go test ./movegen -run TestPerftStartDepth3 -timeout 3h
func TestPerftStartDepth3(t *testing.T) {
	if os.Getenv("FROZENCHESS_LONG") == "" {
		t.Skip("set FROZENCHESS_LONG=1 to run perft 3 (about an hour)")
	}
	// 562,102,792 before pawns leapt walls and tombs (V13-PAWN-LEAP) and
	// before Mirror Portal and Push, pinned after both methods agreed
	// (run separately, 17 and 66 minutes); not re-pinned since, so the two
	// methods are held to each other.
	g := NewGame(board.StartPosition())
	byMake := g.Perft(3)
	t.Logf("perft 3 by make/unmake: %d", byMake)
	byCopy := PerftCopy(board.StartPosition(), 3)
	t.Logf("perft 3 by copy-make: %d", byCopy)
	assert.Equal(t, byMake, byCopy)
}
