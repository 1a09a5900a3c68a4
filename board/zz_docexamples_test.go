package board

import (
	"os"
	"strings"
	"testing"
)

func TestDocExamplesScratch(t *testing.T) {
	data, err := os.ReadFile("/tmp/docwork/cands.txt")
	if err != nil {
		t.Skip()
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		p, err := Parse(line)
		if err != nil {
			t.Logf("IN : %s\nERR: %v", line, err)
			continue
		}
		out := p.Format()
		t.Logf("IN : %s\nOUT: %s\nSAME=%v", line, out, out == line)
		q, err := Parse(out)
		if err != nil {
			t.Logf("REPARSE ERR: %v", err)
		} else if d := p.Diff(q); d != "" {
			t.Logf("DIFF: %s", d)
		}
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

func TestDocExamplesEdge(t *testing.T) {
	p := MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")
	p.SetPly(3000000000)
	s := p.Format()
	_, err := Parse(s)
	t.Logf("ply: %s -> %v", s, err)
	a := MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w turn:2/double/1/1 trail:i2i1")
	b := MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w turn:2/double/1/1 trail:i1i2")
	t.Logf("trail: equal=%v hash=%v %q %q", a.Equal(b), a.Hash() == b.Hash(), a.Format(), b.Format())
}
