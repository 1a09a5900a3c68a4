package match

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 44: -log level= is honoured: an event is written when its level is
// the log's or above (engine lines trace, games info, faults warn, restart
// failures err).
func TestLogLevels(t *testing.T) {
	tests := []struct {
		level string
		want  []string // of: engine, info, warn, err
	}{
		{"trace", []string{"engine", "info", "warn", "err"}},
		{"debug", []string{"info", "warn", "err"}},
		{"info", []string{"info", "warn", "err"}},
		{"warn", []string{"warn", "err"}},
		{"error", []string{"err"}},
		{"fatal", nil},
	}
	for _, tt := range tests {
		t.Run(tt.level, func(t *testing.T) {
			level, err := ParseLogLevel(tt.level)
			require.NoError(t, err)
			var b bytes.Buffer
			l := NewLog(&b, true)
			l.Level = level
			l.Engine("a", "--->", "engine")
			l.Printf("info")
			l.Logf(LevelWarn, "warn")
			l.Logf(LevelErr, "err")
			var got []string
			for _, w := range []string{"engine", "info", "warn", "err"} {
				if bytes.Contains(b.Bytes(), []byte(" "+w+"\n")) {
					got = append(got, w)
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
	_, err := ParseLogLevel("loud")
	assert.ErrorContains(t, err, "want trace, debug, info, warn, err or fatal")
	var nilLog *Log
	nilLog.Logf(LevelErr, "nothing") // a nil log logs nothing, without panicking
}
