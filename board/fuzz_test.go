package board

import (
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary strings to the position parser: it must never
// panic, and anything it accepts must round-trip exactly. The seed corpus
// runs as part of go test; run the fuzzer with
//
//	go test ./board -run '^$' -fuzz FuzzParse -fuzztime 60s
func FuzzParse(f *testing.F) {
	seeds := []string{
		StartFEN, richFEN, afterMoveFEN,
		"16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 b",
		"8K7/16/16/16/16/16/16/16/16/16/16/3(FFF)12/16/16/16/8k7 w",
		StartFEN + " tomb:e8=open/40/P200p201N202 shadow:e8=N203(R204B205)",
		StartFEN + " wall:5=e8e9e10,128=f8 level:a8=-63,b8=63 mark:quicken@c8/128",
		StartFEN + " unit:5/prog=+1+2;ds;sp3+0-1/ppos=2/loop",
		StartFEN + " turn:100/march/2/2/a5/cap+acc trail:a5a6",
		strings.Replace(StartFEN, "/16/", "/(rn/", 1),
		"", "w", "16 w ply:", "\x00\xff",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			if p != nil {
				t.Fatalf("error %v with a position", err)
			}
			if !strings.HasPrefix(err.Error(), "position: ") {
				t.Fatalf("error without the position prefix: %v", err)
			}
			return
		}
		out := p.Format()
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("accepted %q but not its own output %q: %v", s, out, err)
		}
		if d := p.Diff(q); d != "" {
			t.Fatalf("round trip of %q changed the position: %s", s, d)
		}
		if out2 := q.Format(); out2 != out {
			t.Fatalf("format is not canonical:\n%s\n%s", out, out2)
		}
	})
}
