package main

import (
	"bytes"
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
		{"default start", nil, 0, "position: " + board.StartFEN, ""},
		{"explicit", []string{"show", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7", "b"}, 0, "black to move", ""},
		{"bad position", []string{"show", "8K7", "w"}, 1, "", "error: position: board: want 16 ranks"},
		{"unknown command", []string{"dance"}, 2, "", `unknown command "dance"`},
		{"bad flag", []string{"-nope"}, 2, "", "flag provided but not defined"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			assert.Equal(t, tc.code, run(tc.args, &out, &errb))
			assert.Contains(t, out.String(), tc.out)
			assert.Contains(t, errb.String(), tc.err)
		})
	}
}
