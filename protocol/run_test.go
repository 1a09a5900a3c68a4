package protocol

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Run reads on while a command waits for a running job: a stop after the
// waiting command ends the job (unless the waiting command or one queued
// ahead starts a job: the stop is that one's), and the lines after it keep their order;
// isready is answered at once, before the lines queued ahead of it; quit
// stops a count or a search; the end of input stops nothing a command waits
// for.
func TestRunReadsWhileACommandWaits(t *testing.T) {
	cases := []struct {
		name  string
		input string
		want  []string // in this order in the output
	}{
		{"stop ends a count a command waits for", "position startpos\nperft 6\nd\nstop\nisready\nquit\n",
			[]string{"info string perft 6 stopped after ", "Fen: "}},
		{"stop ends a search a command waits for", "position startpos\ngo depth 60\nd\nstop\nisready\n",
			[]string{"bestmove ", "Fen: "}},
		{"quit stops a count", "position startpos\nperft 6\nd\nquit\nd\n",
			[]string{"info string perft 6 stopped after ", "Fen: "}},
		{"isready is answered before the commands queued ahead of it", "position startpos\nperft 6\nd\nisready\nstop\n",
			[]string{"readyok", "info string perft 6 stopped after ", "Fen: "}},
		{"quit stops a search", "position startpos\ngo depth 60\nd\nquit\n",
			[]string{"bestmove ", "Fen: "}},
		{"the end of input does not stop a search a command waits for", "position startpos\ngo depth 2\nd\n",
			[]string{"info depth 2 ", "bestmove ", "Fen: "}},
		{"a stop after a go that waits is that go's, not the running search's", "position startpos\ngo depth 2\ngo ponder\nstop\nd\n",
			[]string{"info depth 2 ", "bestmove ", "bestmove ", "Fen: "}},
		{"a last stop without a newline, read while a command waits", "position startpos\nperft 6\nd\nstop",
			[]string{"info string perft 6 stopped after ", "Fen: "}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			ran := make(chan error, 1)
			e := New(&out)
			go func() { ran <- e.Run(strings.NewReader(c.input)) }()
			select {
			case err := <-ran:
				require.NoError(t, err)
			case <-time.After(20 * time.Second):
				t.Fatal("Run did not return")
			}
			text := out.String()
			at := 0
			for _, w := range c.want {
				i := strings.Index(text[at:], w)
				require.GreaterOrEqual(t, i, 0, "%q after byte %d of:\n%s", w, at, text)
				at += i + len(w)
			}
			assert.Equal(t, 1, strings.Count(text, "Fen: "), "nothing after quit is run")
		})
	}
}
