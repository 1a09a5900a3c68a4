package movegen

import (
	"fmt"
	"sync"

	"github.com/frozenchess/engine/board"
)

// Programs of Loops and Monads travel in a step's 16-bit argument
// by their number in one table shared by the whole process: the shuttles
// (a move there and back, the loops generation offers) and the one-move
// programs (the monads it offers) have fixed numbers, and every other program gets the next number the first time it
// is read. The notation writes the program itself, never its number, so
// records do not depend on the order programs were read in.

// programTable is the process's program table (append-only).
var programTable struct {
	sync.RWMutex
	list  [][]board.ProgStep
	index map[string]uint16
}

// numShuttles is the count of shuttle programs: offsets -15..15 each way.
const numShuttles = 31 * 31

func init() {
	programTable.index = make(map[string]uint16, numShuttles)
	for dx := -15; dx <= 15; dx++ {
		for dy := -15; dy <= 15; dy++ {
			prog := []board.ProgStep{{DX: int8(dx), DY: int8(dy)}, {DX: int8(-dx), DY: int8(-dy)}}
			programTable.index[board.FormatProgram(prog)] = uint16(len(programTable.list))
			programTable.list = append(programTable.list, prog)
		}
	}
	for dx := -15; dx <= 15; dx++ {
		for dy := -15; dy <= 15; dy++ {
			prog := []board.ProgStep{{DX: int8(dx), DY: int8(dy)}}
			programTable.index[board.FormatProgram(prog)] = uint16(len(programTable.list))
			programTable.list = append(programTable.list, prog)
		}
	}
}

// singleMoveProgram is the number of the one-move program "+dx+dy".
func singleMoveProgram(dx, dy int) uint16 { return numShuttles + uint16((dx+15)*31+dy+15) }

// shuttleProgram is the number of the program "+dx+dy;-dx-dy".
func shuttleProgram(dx, dy int) uint16 { return uint16((dx+15)*31 + dy + 15) }

// programOf returns program n (nil if there is none); the caller must not
// modify it.
func programOf(n uint16) []board.ProgStep {
	programTable.RLock()
	defer programTable.RUnlock()
	if int(n) < len(programTable.list) {
		return programTable.list[n]
	}
	return nil
}

// internProgram returns the number of a program, giving it one if it has
// none yet.
func internProgram(prog []board.ProgStep) (uint16, error) {
	key := board.FormatProgram(prog)
	programTable.RLock()
	n, ok := programTable.index[key]
	programTable.RUnlock()
	if ok {
		return n, nil
	}
	programTable.Lock()
	defer programTable.Unlock()
	if n, ok := programTable.index[key]; ok {
		return n, nil
	}
	if len(programTable.list) > 0xffff {
		return 0, fmt.Errorf("too many distinct programs")
	}
	n = uint16(len(programTable.list))
	programTable.list = append(programTable.list, append([]board.ProgStep(nil), prog...))
	programTable.index[key] = n
	return n, nil
}
