package search

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuiescenceSeesKingBlastV13TOMBEXPLOSION: quiescence tries the plain
// moves onto an active tomb next to the enemy king, so it scores the
// white rook's g6-g8 (the tomb's blast kills the king on h8) as the mate it
// is instead of standing pat; with the tomb elsewhere it stands pat.
func TestQuiescenceSeesKingBlastV13TOMBEXPLOSION(t *testing.T) {
	for _, c := range []struct {
		name string
		fen  string
		mate bool
	}{
		{"tomb beside the king", "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50", true},
		{"tomb away from the king", "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:d8=active/0/P50", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(4, material{})
			p := board.MustParse(c.fen)
			s.setUp(p, nil, Limits{})
			s.enter(0)
			score := s.quiesce(0, -Infinity, Infinity)
			if c.mate {
				assert.Greater(t, score, MateScore-MaxPly, "the blast kills the king")
			} else {
				require.Less(t, score, MateScore-MaxPly)
				assert.Equal(t, s.evaluate(0), score, "nothing to capture or blow up: stand pat")
			}
		})
	}
}

// TestQuietStepsV13TOMBEXPLOSION: quiet tells a late step that may be
// reduced or pruned from one that may not. Not quiet: the rook's step onto
// the tomb that blows the enemy king up, and any plain step after which the
// turn goes on (a double move: its next step may take the king). Quiet: a
// Rotate of the start position that carries units forward and turns them
// home (it gains the mover nothing; V13-ROTATE).
func TestQuietStepsV13TOMBEXPLOSION(t *testing.T) {
	for _, c := range []struct {
		fen   string
		step  string
		quiet bool
	}{
		{"16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50", "g6-g8", false},
		{"16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50", "g6-g5", false},
		{board.StartFEN, "b2!rotate:8x180", true},
		{board.StartFEN, "h4-h5", false},
	} {
		s := New(4, eval.NewEvaluator())
		s.setUp(board.MustParse(c.fen), nil, Limits{})
		s.enter(0)
		st, err := s.g.ParseStep(c.step)
		require.NoError(t, err, c.step)
		s.make(st, 0)
		assert.Equal(t, c.quiet, s.quiet(st, 0, 0), c.step)
		s.g.Unmake()
	}
}

// TestRotatesNearKingV13ROTATE: the one winning turn of a position of the
// own tactics suite is a Rotate (h8!rotate:7x270: the block's turn sets
// off the tombs that blow up the black king on i16). Late-move pruning
// must not skip it unmade (plainlyQuiet), and a null-window node of depth
// 1, where late Rotates are pruned, must find the win; a Rotate far from
// the king stays plainly quiet.
func TestRotatesNearKingV13ROTATE(t *testing.T) {
	suite := loadGraded(t, "../bench/tactics-own.txt")
	var pos *board.Position
	for _, c := range suite {
		if len(c.turns) == 1 && c.turns[0] == "h8!rotate:7x270" {
			pos = c.pos
		}
	}
	require.NotNil(t, pos, "the suite holds the position won by h8!rotate:7x270")
	s := New(4, eval.NewEvaluator())
	s.setUp(pos.Clone(), nil, Limits{})
	s.enter(0)
	win, err := s.g.ParseStep("h8!rotate:7x270")
	require.NoError(t, err)
	far, err := s.g.ParseStep("c2!rotate:4x90")
	require.NoError(t, err)
	assert.False(t, s.plainlyQuiet(win, 0, 0), "the block is within reach of the black king")
	assert.True(t, s.plainlyQuiet(far, 0, 0), "a 4x4 block on c2 is far from i16")

	s.make(win, 0)
	_, kingStands := s.g.KingSquare(board.Black)
	s.g.Unmake()
	require.False(t, kingStands, "the Rotate blows up the black king")

	// The win, seen from a null-window node below the root.
	s.setUp(pos.Clone(), nil, Limits{})
	s.enter(0)
	s.sideAt[0], s.turnsAt[0] = board.Black, 0 // the node at ply 1 answers a Black turn
	bound := MateScore - MaxPly                // a window only a win reaches
	score := s.negamax(1, 1, bound, bound+1)
	assert.Greater(t, score, bound, "the winning Rotate is made and searched")

	RotatesNearKing = false
	defer func() { RotatesNearKing = true }()
	assert.True(t, s.plainlyQuiet(win, 0, 0), "without the rule the Rotate is pruned unmade")
	s.TT.Clear() // the table holds the Rotate as the node's best step
	s.setUp(pos.Clone(), nil, Limits{})
	s.enter(0)
	s.sideAt[0], s.turnsAt[0] = board.Black, 0
	assert.LessOrEqual(t, s.negamax(1, 1, bound, bound+1), bound, "pruned unmade, the win is missed")
}

// TestHistoryMalus: with HistoryMalus a cut credits its step and debits the
// quiet steps searched before it at the node, by the same amount, and
// gravity keeps every value within ±historyMax however many cuts; without
// it only the cut is credited, as before.
func TestHistoryMalus(t *testing.T) {
	s := New(4, eval.NewEvaluator())
	s.setUp(board.MustParse(board.StartFEN), nil, Limits{})
	s.enter(0)
	tried, err := s.g.ParseStep("h4-h5")
	require.NoError(t, err)
	cut, err := s.g.ParseStep("i4-i5")
	require.NoError(t, err)
	white := board.White
	for _, malus := range []bool{false, true} {
		HistoryMalus = malus
		s.history = [2][board.NumSquares][board.NumSquares]int32{}
		s.triedLen[0] = 0
		s.noteTried(tried, 0)
		s.rewardHistory(cut, white, 3, 0)
		up, down := s.history[white][cut.From()][cut.To()], s.history[white][tried.From()][tried.To()]
		assert.Positive(t, up, "malus %v: the cut is credited", malus)
		if malus {
			assert.Equal(t, -up, down, "the step tried before it loses as much")
			for range 1000 {
				s.rewardHistory(cut, white, 20, 0)
			}
			assert.LessOrEqual(t, s.history[white][cut.From()][cut.To()], int32(historyMax))
			assert.GreaterOrEqual(t, s.history[white][tried.From()][tried.To()], int32(-historyMax))
		} else {
			assert.Zero(t, down, "without the malus the other steps keep their history")
		}
	}
	HistoryMalus = false
}
