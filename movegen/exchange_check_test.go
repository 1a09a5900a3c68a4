package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// V13-KING-EXCHANGE, V8-KIND: King's Exchange is judged for every target at
// once (PrepareExchanges, exchangeAttacked), each target asked as if a king
// stood on it. The kind rule still applies to that king: in 13.0 a king
// takes a king, in 8.0 it does not (no exceptions to Kind Immunity). The
// white frog on o15 beside the black king p16 is immortal, so the enemy
// attacks it nowhere and the exchange is the king's rule alone; the king
// on o15 is then attacked only by the black king. Legal must equal the
// plain definition (every step made on a copy and the whole attack test
// asked), with every verdict given without a trial checked against one.
func TestExchangeVerdictKeepsKindImmunity(t *testing.T) {
	tests := []struct {
		name    string
		p       *board.Position
		allowed bool
	}{
		{
			name:    "V8-KIND, V13-KING-EXCHANGE: in 8.0 the king may exchange onto a square beside the enemy king",
			p:       v8Pos(t, "k@a1 K@p16 f@o15 p@c2"),
			allowed: true,
		},
		{
			name:    "V13-KIND-IMMUNITY, V13-KING-EXCHANGE: in 13.0 the enemy king takes a king beside it",
			p:       board.MustParse(lnFEN("k@a1 K@p16 f@o15 p@c2")),
			allowed: false,
		},
	}
	const step = "a1!exchange-o15"
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(tc.p)
			require.Contains(t, formatAll(tc.p, g.Generate(nil)), step, "%s is a step of %s", step, tc.p.Format())
			plain := formatAll(tc.p, plainLegal(tc.p))
			if tc.allowed {
				require.Contains(t, plain, step, "the plain definition allows it")
			} else {
				require.NotContains(t, plain, step, "the plain definition refuses it")
			}
			require.Equal(t, plain, formatAll(tc.p, g.Legal(0, nil)), "Legal of %s", tc.p.Format())
		})
	}
}
