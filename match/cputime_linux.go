//go:build linux

package match

import (
	"os"
	"strconv"
	"time"
)

// processCPUTime is the CPU time process pid has used so far, from
// /proc/PID/stat; false when it cannot be read (the process is gone).
func processCPUTime(pid int) (time.Duration, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	d, err := parseProcStatCPU(string(b))
	return d, err == nil
}
