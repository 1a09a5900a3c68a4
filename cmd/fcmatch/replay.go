package main

import (
	"fmt"
	"io"
	"os"

	"github.com/frozenchess/engine/match"
)

// replay referees every record of a file again. A record cut off (the last
// one of an interrupted write) is reported by its game number; the whole
// ones are replayed all the same.
func replay(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "error: replay FILE")
		return 2
	}
	f, err := os.Open(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 2
	}
	defer f.Close()
	recs, err := match.ReadRecords(f)
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 1
	}
	bad := 0
	for i, rec := range recs {
		if _, err := match.Replay(rec); err != nil {
			fmt.Fprintf(stdout, "game %d (%s vs %s): %v\n", i+1, rec.Tags["White"], rec.Tags["Black"], err)
			bad++
		}
	}
	fmt.Fprintf(stdout, "%d games replayed, %d with errors\n", len(recs), bad)
	if bad > 0 {
		return 1
	}
	return 0
}
