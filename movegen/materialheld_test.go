package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMaterialParalysisKinds: V13-VALUE-EXCLUDE, V13-ROTATE. "Units that are
// dead or paralyzed are not counted" in the material sum behind Rotate and
// the 300-move rule, whatever paralyzes them: every kind reaches the count
// through board.Paralyzed. The white rook on e4 (26 points when counted:
// 12, doubled on its own colour, plus 2 for its rank) is paralyzed by one
// kind per case, or not, by an immunity.
func TestMaterialParalysisKinds(t *testing.T) {
	const base = "k@a1 K@p16 r@e4 "
	cases := []struct {
		name    string
		fen     string
		counted bool
	}{
		{name: "V13-VALUE-EXCLUDE a free rook counts", fen: lnFEN(base), counted: true},
		{name: "V13-PARALYSIS a timed counter", fen: lnFEN(base, "unit:{e4}/par=2")},
		{name: "V13-FLOOD-EFFECT held by a flood", fen: lnFEN(base, "level:e4=-1", "mark:flood@e4/5", "unit:{e4}/flood=e4")},
		{name: "V13-SYZYGY-ROTATE locked in syzygy", fen: lnFEN(base+"R@l13", "unit:{e4}/syz={l13},{l13}/syz={e4}")},
		{name: "V13-JESTER-PRESENCE frozen by an enemy jester's presence", fen: lnFEN(base + "J@f5")},
		{name: "V13-CHANC-PARALYSE held by an enemy chancellor's aura", fen: lnFEN(base + "C@f6")},
		{name: "V13-PAWN-PINCER pinched by two enemy pawns", fen: lnFEN(base + "P@d4 P@f4")},
		{name: "V13-KING-ROYALGUARD a Royal Guard is not held", fen: lnFEN("k@d3 K@p16 r@e4 J@f5"), counted: true},
		{name: "V13-CHANC-PARALYSE a paralyzed chancellor holds nobody", fen: lnFEN(base+"C@f6", "unit:{f6}/par=2"), counted: true},
		{name: "V13-JESTER-PRESENCE a friendly jester holds nobody", fen: lnFEN(base + "j@f5"), counted: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := board.MustParse(c.fen)
			e4 := sqs(t, "e4")[0]
			u := p.Unit(p.BodyAt(e4))
			assert.Equal(t, !c.counted, board.Paralyzed(p, u), "paralyzed")
			assert.Equal(t, c.counted, board.Counted(p, u), "counted")
			want := [2]int{}
			if c.counted {
				want[board.White] = 26
			}
			assert.Equal(t, want, board.Material(p, board.Block(e4, 1)), "the rook's square")
		})
	}
	t.Run("V13-FUSE-TARGETING a held stack counts none of its members", func(t *testing.T) {
		p := board.MustParse(stackFEN("k@a1 K@p16 rb@e4 J@f5"))
		m := board.Material(p, board.Block(sqs(t, "e4")[0], 1))
		assert.Equal(t, [2]int{}, m)
		free := board.MustParse(stackFEN("k@a1 K@p16 rb@e4"))
		assert.NotZero(t, board.Material(free, board.Block(sqs(t, "e4")[0], 1))[board.White])
	})
}

// TestRotateMajorityHeld: V13-ROTATE, V13-VALUE-EXCLUDE, V13-CHANC-PARALYSE.
// A rook held by an enemy chancellor's aura counts nothing, so the 2x2 block
// it stands in alone (the chancellor a knight's move away, outside it) holds
// no majority and does not turn; the free rook's block does.
func TestRotateMajorityHeld(t *testing.T) {
	free := lnFEN("k@a1 K@p16 r@e4 C@g3", "unit:{g3}/par=3")
	held := lnFEN("k@a1 K@p16 r@e4 C@g3")
	require.Contains(t, specialsOf(t, free, "rotate", false), "e4!rotate:2x90")
	assert.NotContains(t, specialsOf(t, held, "rotate", false), "e4!rotate:2x90")
}
