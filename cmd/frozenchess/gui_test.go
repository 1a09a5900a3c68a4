package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGuiCommand: the gui command's flags and errors (the server itself is
// tested in package gui).
func TestGuiCommand(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		err  string
	}{
		{"an address it cannot listen on", []string{"gui", "-addr", "999.1.1.1:80"}, 1, "error: listen tcp"},
		{"a bad flag", []string{"gui", "-port", "80"}, 2, "flag provided but not defined"},
		{"its help", []string{"gui", "-h"}, 0, "-engine"},
		{"listed in the help", []string{"help"}, 0, "gui [-addr A] [-engine CMD]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			assert.Equal(t, tc.code, run(tc.args, strings.NewReader(""), &out, &errb))
			assert.Contains(t, errb.String(), tc.err)
		})
	}
}
