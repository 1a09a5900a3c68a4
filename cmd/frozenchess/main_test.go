package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

func TestShow(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		code     int
		out, err string
	}{
		{"show start", []string{"show"}, 0, "position: " + board.StartFEN, ""},
		{"explicit", []string{"show", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7", "b"}, 0, "black to move", ""},
		{"bad position", []string{"show", "8K7", "w"}, 1, "", "error: position: board: want 16 ranks"},
		{"unknown command", []string{"dance"}, 2, "", `unknown command "dance"`},
		{"perft 1", []string{"perft", "1"}, 0, "Nodes searched: 2931\n", ""},
		{"perftsteps 1", []string{"perftsteps", "1"}, 0, "Nodes searched: 2479\n", ""},
		{"divide 1", []string{"divide", "1"}, 0, "h4-h5,h5-h6: 1\n", ""},
		{"perft of a position", []string{"perft", "1", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7", "w"}, 0, "Nodes searched: ", ""},
		{"perft no depth", []string{"perft"}, 2, "", "perft needs a depth"},
		{"perft bad depth", []string{"perft", "x"}, 2, "", `perft depth "x": want a whole number 1..8`},
		{"perft depth too big", []string{"perft", "99"}, 2, "", "want a whole number 1..8"},
		{"perft bad position", []string{"perft", "1", "junk"}, 1, "", "error: position:"},
		{"bench of 8.0", []string{"bench", "1", "frozenchess8"}, 0, "info string bench game 1 turn 20: ", ""},
		{"bench bad argument", []string{"bench", "chess"}, 2, "", `error: bench: "chess" is neither a depth 1..12 nor a variant`},
		{"bench bad depth", []string{"bench", "0"}, 2, "", `error: bench: depth "0": want a whole number 1..12`},
		{"bad flag", []string{"-nope"}, 2, "", "flag provided but not defined"},
		{"help flag", []string{"-h"}, 0, "", "perftsteps N [position]"},
		{"help command", []string{"help"}, 0, "", "Usage: frozenchess"},
		{"usage after a bad flag", []string{"-nope"}, 2, "", "Commands:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			assert.Equal(t, tc.code, run(tc.args, strings.NewReader(""), &out, &errb))
			assert.Contains(t, out.String(), tc.out)
			assert.Contains(t, errb.String(), tc.err)
		})
	}
}
