package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShadowCaptureGeneration: V13-SHADOW-TARGETS. A shadow captures only
// enemy shadows, where its move could end; Kind Immunity holds, frogs are
// immortal, inactive monads cannot be captured (V13-MONAD-INACTIVE), and
// non-capturing types capture nothing in shadow form either. It never
// captures a body, and a body never captures it.
func TestShadowCaptureGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-SHADOW-TARGETS an enemy shadow in reach, not a body", special: "scapture",
			fen: lnFEN("K@p16 k@a1 N@c4", "shadow:e5=l200,f7=R201,g6=r202"), want: []string{"e5!scapture-f7:L"}},
		{name: "V13-SHADOW-TARGETS kind immunity, frogs, inactive monads", special: "scapture",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200,f7=L201,g6=F202,c4=R203", "unit:203/monad")},
		{name: "V13-SHADOW-TARGETS an active monad can be captured", special: "scapture",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200,c4=R203", "unit:203/monad/active"), want: []string{"e5!scapture-c4:L"}},
		{name: "V13-CLASS-NOCAPTURE a jester shadow captures nothing", special: "scapture",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=j200,e6=R201,f6=R202,d4=R203")},
	})
	for _, s := range stepsOf(t, lnFEN("K@p16 k@a1 r@e2", "shadow:e5=R200"), "e2") {
		assert.NotEqual(t, KindCapture, s, "a body does not capture a shadow")
	}
}

// TestShadowCaptureMake: V13-SHADOW-TARGETS ruling. The capturer moves onto
// the victim's square (its travel counts); the victim leaves shadow form
// for a normal tomb on that square, losing its death counters; the
// capturer's captures count; another enemy shadow there stays.
func TestShadowCaptureMake(t *testing.T) {
	fen := lnFEN("K@p16 k@a1", "shadow:e5=l200,f7=R201B202", "unit:201/sage=3/strail=4/capn=2")
	makeAndBack(t, fen, "e5!scapture-f7:L", func(g *Game) {
		p := g.Pos
		f7 := sqs(t, "f7")[0]
		sh := shadowOn(t, p, "f7", board.Knight)
		assert.Equal(t, uint16(3), sh.ShadowTrail, "a knight's jump travels 3")
		assert.Equal(t, uint16(1), sh.CapLifetime)
		assert.Equal(t, uint8(1), sh.CapNonPawn)
		tomb, ok := p.TombAt(f7)
		require.True(t, ok, "a tomb on f7")
		assert.Equal(t, board.UnitID(201), tomb.Head)
		v := p.Unit(201)
		assert.Equal(t, board.LocTomb, v.Loc)
		assert.False(t, v.Has(board.StatusShadow), "out of shadow form in the tomb")
		assert.Zero(t, v.ShadowTrail)
		assert.Zero(t, v.CapNonPawn)
		assert.Equal(t, board.Bishop, shadowOn(t, p, "f7", board.Bishop).Type, "the other enemy shadow stays")
	})
}
