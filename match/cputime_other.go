//go:build !linux

package match

import "time"

// processCPUTime: only Linux's /proc is read; elsewhere no CPU time is
// measured and -show-latency says so.
func processCPUTime(pid int) (time.Duration, bool) { return 0, false }
