package board

import (
	"os"
	"strings"
	"testing"
)

func TestDocExamplesClaims(t *testing.T) {
	K := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7"
	for _, s := range []string{K + " w unit:2/prog=+015-001", K + " w unit:2/paro=3", K + " w unit:2/loop"} {
		p, err := Parse(s)
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		t.Logf("%s -> %s", s, p.Format())
	}
}

func FuzzDocExamplesRoundTrip(f *testing.F) {
	data, _ := os.ReadFile("/tmp/docwork/seeds.txt")
	for _, line := range strings.Split(string(data), "\n") {
		if line != "" {
			f.Add(line)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		out := p.Format()
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("in %q\nout %q\nreparse: %v", s, out, err)
		}
		if d := p.Diff(q); d != "" {
			t.Fatalf("in %q\nout %q\ndiff %s", s, out, d)
		}
		if out2 := q.Format(); out2 != out {
			t.Fatalf("not idempotent %q vs %q", out, out2)
		}
	})
}
