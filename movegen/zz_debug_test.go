package movegen

import (
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
)

func TestZZDebugDiff(t *testing.T) {
	for _, f := range []string{"/tmp/pos108.txt", "/tmp/pos1097.txt"} {
		data, _ := os.ReadFile(f)
		p := board.MustParse(strings.TrimSpace(string(data)))
		g := NewGame(p.Clone())
		legal := map[string]bool{}
		for _, s := range g.Legal(0, nil) {
			legal[FormatStep(p, s)] = true
		}
		var gn Generator
		c := copier{steps: true}
		q, list := c.at(0)
		_ = q
		pseudo := gn.Generate(p, list)
		n := 0
		for _, s := range pseudo {
			q := board.New()
			if c.play(p, q, &gn, s) {
				n++
				if !legal[FormatStep(p, s)] {
					t.Logf("%s: copy legal, Legal refuses %s (kind %v)", f, FormatStep(p, s), s.Kind())
				}
				delete(legal, FormatStep(p, s))
			}
		}
		for k := range legal {
			t.Logf("%s: Legal has %s, copy refuses", f, k)
		}
		t.Logf("%s: copy %d, perft %d, copyperft %d", f, n, g.PerftSteps(1), PerftStepsCopy(p, 1))
	}
}
