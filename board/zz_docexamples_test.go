package board

import (
	"os"
	"strings"
	"testing"
)

// TestDocExamples checks every position string in docs/position-format.md.
func TestDocExamples(t *testing.T) {
	data, err := os.ReadFile("../docs/position-format.md")
	if err != nil {
		t.Fatal(err)
	}
	lang := ""
	inBlock := false
	var input string
	nValid, nErr := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "```") {
			if inBlock {
				inBlock = false
			} else {
				inBlock, lang = true, strings.TrimPrefix(line, "```")
			}
			continue
		}
		if !inBlock || strings.TrimSpace(line) == "" {
			continue
		}
		switch lang {
		case "fen":
			nValid++
			p, err := Parse(line)
			if err != nil {
				t.Errorf("%s\n  error: %v", line, err)
				continue
			}
			if out := p.Format(); out != line {
				t.Errorf("not canonical:\n  in:  %s\n  out: %s", line, out)
			}
			q, err := Parse(p.Format())
			if err != nil || p.Diff(q) != "" {
				t.Errorf("round trip failed for %s: %v", line, err)
			}
		case "fen-error":
			if s, ok := strings.CutPrefix(line, "input:  "); ok {
				input = s
				continue
			}
			want, ok := strings.CutPrefix(line, "error:  ")
			if !ok {
				t.Errorf("bad fen-error line %q", line)
				continue
			}
			nErr++
			_, err := Parse(input)
			if err == nil {
				t.Errorf("%s: parsed, want error %s", input, want)
			} else if err.Error() != want {
				t.Errorf("%s:\n  got:  %s\n  want: %s", input, err.Error(), want)
			}
		}
	}
	t.Logf("%d valid examples, %d error examples", nValid, nErr)
}
