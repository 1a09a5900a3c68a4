package protocol

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// go mate N sets the search's Mate limit, beside the others.
func TestParseGoMate(t *testing.T) {
	lim, err := parseGo(strings.Fields("mate 3 depth 5"), board.StartPosition())
	require.NoError(t, err)
	assert.Equal(t, 3, lim.Mate)
	assert.Equal(t, 5, lim.Depth)
}
