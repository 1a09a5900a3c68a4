package match

import (
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A line of /proc/PID/stat: pid, (name), state, then fields 4 to 13, utime
// (14) and stime (15), and more.
func procStat(name, utime, stime string) string {
	return "4242 (" + name + ") S 1 4242 4242 0 -1 4194304 1234 0 0 0 " + utime + " " + stime + " 0 0 20 0 3 0 987 123456 789\n"
}

func TestParseProcStatCPU(t *testing.T) {
	tests := []struct {
		name string
		stat string
		want time.Duration
		err  string
	}{
		{"plain name", procStat("frozenchess", "150", "25"), 1750 * time.Millisecond, ""},
		{"name with spaces and parentheses", procStat("my (engine) 2", "7", "3"), 100 * time.Millisecond, ""},
		{"nothing used yet", procStat("fc", "0", "0"), 0, ""},
		{"no name", "4242 S 1 2 3", 0, "no ')'"},
		{"cut short", "4242 (fc) S 1 4242 4242 0 -1 4194304 1234 0 0 0 15", 0, "fields after the name"},
		{"utime not a number", procStat("fc", "x", "3"), 0, `field 14 = "x"`},
		{"negative stime", procStat("fc", "1", "-3"), 0, `field 15 = "-3"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseProcStatCPU(tt.stat)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// On Linux the CPU time of a process is read from /proc and grows as it
// works: this test's own process, made to spin until a tick is counted.
func TestProcessCPUTimeGrows(t *testing.T) {
	before, ok := processCPUTime(os.Getpid())
	if runtime.GOOS != "linux" {
		assert.False(t, ok, "CPU time is measured only on Linux")
		return
	}
	require.True(t, ok)
	after := before
	x := 1
	for deadline := time.Now().Add(5 * time.Second); after == before && time.Now().Before(deadline); {
		for i := 0; i < 1_000_000; i++ {
			x = x*31 + i
		}
		after, ok = processCPUTime(os.Getpid())
		require.True(t, ok)
	}
	assert.Greater(t, after, before, "spinning used CPU time (x=%d)", x)
	_, ok = processCPUTime(-1)
	assert.False(t, ok, "no such process")
}

func TestCPUOf(t *testing.T) {
	g := Game{Turns: []Turn{
		{Mover: board.White, Time: 800 * time.Millisecond, CPU: 600 * time.Millisecond, HasCPU: true},
		{Mover: board.Black, Time: 500 * time.Millisecond, CPU: 500 * time.Millisecond, HasCPU: true},
		{Mover: board.White, Time: 400 * time.Millisecond, CPU: 200 * time.Millisecond, HasCPU: true},
		{Mover: board.Black, Time: 900 * time.Millisecond}, // not measured: left out
	}}
	white, black := CPUOf(g, board.White), CPUOf(g, board.Black)
	assert.Equal(t, CPUShare{Turns: 2, CPU: 800 * time.Millisecond, Wall: 1200 * time.Millisecond}, white)
	assert.Equal(t, "cpu 0.80s of 1.20s thinking (67%) over 2 turns", white.String())
	assert.Equal(t, "cpu 0.50s of 0.50s thinking (100%) over 1 turns", black.String())
	white.Add(black)
	assert.Equal(t, CPUShare{Turns: 3, CPU: 1300 * time.Millisecond, Wall: 1700 * time.Millisecond}, white)
	assert.Equal(t, "no CPU time measured", CPUOf(Game{}, board.White).String())
}
