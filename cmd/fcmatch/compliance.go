package main

import (
	"fmt"
	"io"
	"time"

	"github.com/frozenchess/engine/match"
)

// compliance runs -compliance ENGINE [ARGS]: every check with PASS or FAIL
// and the reason; the exit status is 1 if any failed.
func compliance(words []string, stdout io.Writer) int {
	spec := match.EngineSpec{Name: words[0], Command: words}
	failed := 0
	for _, c := range match.Compliance(spec, 5*time.Second, nil) {
		if c.Err != nil {
			failed++
			fmt.Fprintf(stdout, "FAIL %s: %v\n", c.Name, c.Err)
		} else {
			fmt.Fprintf(stdout, "PASS %s\n", c.Name)
		}
	}
	if failed > 0 {
		fmt.Fprintf(stdout, "%s: %d checks failed\n", spec.Name, failed)
		return 1
	}
	fmt.Fprintf(stdout, "%s: all checks passed\n", spec.Name)
	return 0
}
