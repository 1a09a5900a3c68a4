package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestJesterNoCRR: V13-JESTER-NOCRR. A jester never loses range: with the
// largest capture reductions, shellshock and no idle turns it still has
// all 24 landings of an open board.
func TestJesterNoCRR(t *testing.T) {
	plain := stepsOf(t, lnFEN("k@a1 K@p16 j@h8"), "h8")
	reduced := stepsOf(t, lnFEN("k@a1 K@p16 j@h8", "unit:{h8}/crrd=255/crro=255/shock=255"), "h8")
	assert.Len(t, plain, 24)
	assert.Equal(t, plain, reduced)
}
