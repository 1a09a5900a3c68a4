package movegen

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// pushFEN: Black king l12 (1), knight c6 (2), bishop d6 (3), pawn e6 (4);
// White rook d2 (5), knights a1 and b1 (6, 7), king l1 (8). The rook's
// line d2-d5 ends before the bishop; White's knights hold the quadrant
// a1-f6 with the rook (V12A-QUADRANTS perk (1) bans the push otherwise).
const pushFEN = "11K/12/12/12/12/12/2NBP7/12/12/12/3r8/nn9k w variant:frozenchess12a"

// pushesOf lists, sorted, the push steps (written with '>') of position p.
func pushesOf(p *board.Position) []string {
	out := []string{}
	for _, s := range Generate(p, nil) {
		if s&bitPush != 0 {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// with12B returns p on a copy of 12A with 12B's push (no wall breaking).
func with12B(p *board.Position) *board.Position {
	v := *board.FrozenChess12A
	v.Mech.Set(board.MechRookPushNoWallBreak)
	p.Variant = &v
	return p
}

// TestRookPushGenerate12AV12AROOKPUSH: which lines may push (002:80-82 and
// the ruling): only a line ending directly before an enemy unit, in the
// rook's last direction of movement, and only where the push changes
// something; rooks and kings are not pushed; the quadrant perk bans it.
func TestRookPushGenerate12AV12AROOKPUSH(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string
	}{
		{"V12A-ROOK-PUSH the lines ending before the bishop d6 and the knight c6 (bounced at d1 and c1)",
			pushFEN, []string{"d2-d1-c1-c5>", "d2-d5>"}},
		{"V12A-ROOK-PUSH a friend ahead: no push (the knight c6 still is pushed from c5)",
			"11K/12/12/12/12/12/2NbP7/12/12/12/3r8/nn9k w", []string{"d2-d1-c1-c5>"}},
		{"V12A-ROOK-PUSH an enemy rook and king ahead are immune, the pawn beside is pushed",
			"12/12/12/12/12/12/2KRP7/12/12/12/3r8/nn9k w", []string{"d2-d5>"}},
		{"V12A-ROOK-PUSH nothing can move (all blocked behind): no push",
			"11K/12/12/12/12/2PPP7/2NBP7/12/12/12/3r8/nn9k w", []string{}},
		{"V12A-ROOK-PUSH a bounced line pushes in its last direction",
			"11K/12/12/12/12/12/12/12/12/P11/7N4/r10k w", []string{"a1-a2-g2>", "a1-a2>"}},
		{"V12A-ROOK-PUSH banned where the enemy holds the quadrant's bonus",
			"11K/12/12/12/12/12/2NBN7/5N6/12/12/3r8/11k w", []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, pushesOf(pos12A(t, strings.TrimSuffix(tc.fen, " variant:frozenchess12a"))))
		})
	}
}

// TestRookPush12AV12AROOKPUSH plays pushes and checks the board after them
// and after Unmake (through the logs, or the snapshot when a unit dies or
// a wall goes).
func TestRookPush12AV12AROOKPUSH(t *testing.T) {
	tests := []struct {
		name, fen, step string
		twelveB         bool
		want            map[string]string // square -> piece letter ("" empty)
		ends            bool              // the turn ends after the push
		tomb            string            // a tomb expected on this square
		wall            string            // a wall square expected to remain
		wallGone        string            // a wall square expected to be destroyed
	}{
		{"V12A-ROOK-PUSH the three ahead move one square on", pushFEN, "d2-d5>", false,
			map[string]string{"d5": "r", "c6": "", "d6": "", "e6": "", "c7": "N", "d7": "B", "e7": "P"}, false, "", "", ""},
		{"V12A-ROOK-PUSH a unit whose destination holds a unit stays",
			"11K/12/12/12/12/4P7/2NBP7/12/12/12/3r8/nn9k w variant:frozenchess12a", "d2-d5>", false,
			map[string]string{"c7": "N", "d7": "B", "e6": "P", "e7": "P"}, false, "", "", ""},
		{"V12A-ROOK-PUSH a unit pushed off the board dies into a tomb on its last square",
			"2NBP6K/12/12/12/12/nn10/12/12/12/12/3r8/11k w variant:frozenchess12a", "d2-d11>", false,
			map[string]string{"c12": "", "d12": "", "e12": "", "d11": "r"}, true, "d12", "", ""},
		{"V12A-ROOK-PUSH a wall among the three is destroyed",
			"11K/12/12/12/12/12/2NB8/12/12/12/3r8/nn9k w wall:1=e6/2 variant:frozenchess12a", "d2-d5>", false,
			map[string]string{"c7": "N", "d7": "B"}, false, "", "", "e6"},
		{"V12A-ROOK-PUSH 12A: a unit before a wall stays",
			"11K/12/12/12/12/12/3PN7/12/12/12/3r8/nn9k w wall:1=c6d7/2 variant:frozenchess12a", "d2-d5>", false,
			map[string]string{"d6": "P", "e6": "", "e7": "N"}, false, "", "d7", "c6"},
		{"V12A-ROOK-PUSH 12B (V12B-ROOK-PUSH): the wall stays, a unit before a wall stays",
			"11K/12/12/12/12/12/3PN7/12/12/12/3r8/nn9k w wall:1=c6d7/2 variant:frozenchess12a", "d2-d5>", true,
			map[string]string{"d6": "P", "e6": "", "e7": "N"}, false, "", "c6", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			if tc.twelveB {
				p = with12B(p)
			}
			pushAndBack(t, p, tc.step, func() {
				assertLetters(t, p, tc.want)
				assert.Equal(t, tc.ends, p.Turn().Actor == 0, "the turn ends")
				if tc.tomb != "" {
					_, ok := p.TombAt(sqs(t, tc.tomb)[0])
					assert.True(t, ok, "a tomb on %s", tc.tomb)
				}
				if tc.wall != "" {
					assert.NotZero(t, p.Cell(sqs(t, tc.wall)[0]).Wall, "the wall %s stays", tc.wall)
				}
				if tc.wallGone != "" {
					assert.Zero(t, p.Cell(sqs(t, tc.wallGone)[0]).Wall, "the wall %s is destroyed", tc.wallGone)
				}
			})
		})
	}
}

// pushAndBack makes the legal push step on p, runs check on the position
// after it, then unmakes it and checks that p and its hash are as before.
func pushAndBack(t *testing.T, p *board.Position, step string, check func()) {
	t.Helper()
	g := NewGame(p)
	before, hash := p.Format(), p.Hash()
	s, err := g.ParseStep(step)
	require.NoError(t, err, "%v", pushesOf(p))
	require.True(t, g.legal(s, ptrSafety(g), 0), "the push is legal")
	g.Make(s)
	require.NoError(t, p.Validate())
	check()
	g.Unmake()
	assert.Equal(t, before, p.Format())
	assert.Equal(t, hash, p.Hash())
}

// assertLetters checks the letter on each square of want ("" for empty).
func assertLetters(t *testing.T, p *board.Position, want map[string]string) {
	t.Helper()
	for sq, letter := range want {
		pc := p.PieceAt(sqs(t, sq)[0])
		got := ""
		if pc != board.NoPiece {
			got = string(p.Variant.LetterFor(pc.Type(), pc.Side()))
		}
		assert.Equal(t, letter, got, sq)
	}
}

// ptrSafety is the position's Safety, for legal.
func ptrSafety(g *Game) *Safety { sf := g.Safety(); return &sf }

// TestRookPushDouble12AV12AROOKPUSH: the push does not end a double move
// (it is part of the rook's move): a second push follows; a push that
// kills is not offered as the second step; push paralysis: the pushed
// units may not take the rook on their next turn, the flags are game state
// and go when that turn ends.
func TestRookPushDouble12AV12AROOKPUSH(t *testing.T) {
	g := play(t, pushFEN, "d2-d5>,d5-d6>")
	p := g.Pos
	for sq, want := range map[string]board.UnitType{"d6": board.Rook, "c8": board.Knight, "d8": board.Bishop, "e8": board.Pawn} {
		assert.Equal(t, want, p.PieceAt(sqs(t, sq)[0]).Type(), sq)
	}
	assert.Contains(t, p.Format(), "unit:2/pushed,3/pushed,4/pushed,5/rest/pushed")

	// The knight c8 could take the rook d6, and may not; the king l12 may
	// still move.
	g = play(t, pushFEN, "d2-d5>")
	legal := []string{}
	for _, s := range g.Legal(0, nil) {
		legal = append(legal, FormatStep(g.Pos, s))
	}
	assert.NotContains(t, legal, "c7xd5", "push paralysis")
	assert.Contains(t, legal, "l12-k12")
	// The same knight, not pushed, takes it.
	free := board.MustParse(g.Pos.Format())
	for id := board.UnitID(2); id <= 5; id++ {
		require.NoError(t, free.SetField(id, board.FStatus, 0))
	}
	assert.Contains(t, stepsOf(t, free.Format(), "c7"), "c7xd5")

	// After Black's turn the flags are gone.
	require.NoError(t, g.PlayTurn("l12-k12"))
	assert.NotContains(t, g.Pos.Format(), "pushed")
	hash := g.Pos.Hash()
	require.NoError(t, g.Pos.Validate())
	assert.Equal(t, hash, board.MustParse(g.Pos.Format()).Hash())

	// A second step's push that would kill is not offered.
	g = NewGame(board.MustParse("2NBP6K/12/12/12/12/nn10/12/12/12/12/3r8/11k w variant:frozenchess12a"))
	s, err := g.ParseStep("d2-d3")
	require.NoError(t, err)
	g.Make(s)
	assert.NotContains(t, nextSteps(g), "d3-d11>")
	assert.Contains(t, nextSteps(g), "d3-d11")
}

// TestRookPushRandom12AV12AROOKPUSH: along random 12A games from a start
// with open rook files (the a- and l-pawns gone), where rooks push, Legal
// equals the plain definition (every step tried on a copy), every push
// step reads back from its notation, and Unmake restores the position and
// its hash after each push, whether undone through the logs or from a
// snapshot.
func TestRookPushRandom12AV12AROOKPUSH(t *testing.T) {
	start := "RNBDJQKJDBNR/1PPPPPPPPPP1/12/12/12/12/12/12/12/12/1pppppppppp1/rnbdjqkjdbnr w variant:frozenchess12a"
	games, plies := 10, 80
	if testing.Short() {
		games, plies = 3, 40
	}
	pushes, played := 0, 0
	for seed := range games {
		r := rand.New(rand.NewPCG(uint64(seed), 57))
		g := NewGame(board.MustParse(start))
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			require.Equal(t, PlainLegal(g.Pos), legal, "seed %d ply %d: Legal of %s", seed, ply, g.Pos.Format())
			if len(legal) == 0 {
				break
			}
			var pushSteps []Step
			for _, s := range legal {
				if s&bitPush == 0 {
					continue
				}
				pushes++
				pushSteps = append(pushSteps, s)
				str := FormatStep(g.Pos, s)
				back, err := g.ParseStep(str)
				require.NoError(t, err, str)
				require.Equal(t, s, back, str)
				before, hash := g.Pos.Format(), g.Pos.Hash()
				g.Make(s)
				require.NoError(t, g.Pos.Validate(), "%s in %s", str, before)
				g.Unmake()
				require.Equal(t, before, g.Pos.Format(), str)
				require.Equal(t, hash, g.Pos.Hash(), str)
			}
			s := legal[r.IntN(len(legal))]
			if len(pushSteps) > 0 && r.IntN(2) == 0 {
				s = pushSteps[r.IntN(len(pushSteps))] // play the pushes often
				played++
			}
			g.Make(s)
			require.NoError(t, g.Pos.Validate(), "seed %d ply %d", seed, ply)
		}
	}
	require.Positive(t, pushes, "the games offered pushes")
	require.Positive(t, played, "and played some")
	t.Logf("%d legal pushes seen, %d played", pushes, played)
}
