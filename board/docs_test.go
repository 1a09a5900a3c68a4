package board

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The examples of docs/position-format.md stay true: every ```fen block
// parses and is written back exactly, and every input:/error: pair gives
// exactly that error.
func TestPositionFormatDocExamples(t *testing.T) {
	raw, err := os.ReadFile("../docs/position-format.md")
	require.NoError(t, err)
	lines := strings.Split(string(raw), "\n")
	fens, errs := 0, 0
	for i := 0; i < len(lines); i++ {
		switch {
		case lines[i] == "```fen" && i+1 < len(lines):
			fen := lines[i+1]
			p, err := Parse(fen)
			if assert.NoError(t, err, "line %d", i+2) {
				assert.Equal(t, fen, p.Format(), "line %d", i+2)
			}
			fens++
		case strings.HasPrefix(lines[i], "input:  ") && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "error:  "):
			_, err := Parse(strings.TrimPrefix(lines[i], "input:  "))
			if assert.Error(t, err, "line %d", i+1) {
				assert.Equal(t, strings.TrimPrefix(lines[i+1], "error:  "), err.Error(), "line %d", i+1)
			}
			errs++
		}
	}
	assert.GreaterOrEqual(t, fens, 8)
	assert.GreaterOrEqual(t, errs, 5)
}
