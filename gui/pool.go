package gui

import (
	"errors"
	"sync"
)

// maxEngines bounds the engines the server runs at once, whatever the
// number of games: a game borrows an engine for one search (an engine turn
// or an analysis) and gives it back. The memory of the engines (their
// tables: about 40 MB each once they have searched) is then bounded by
// this, not by the 32 games; a game whose turn comes while every engine
// searches waits for one. On two cores more engines would not search
// faster anyway.
const maxEngines = 4

var errPoolClosed = errors.New("the server is closing")

// enginePool lends engines to the games. An engine is stateless between
// searches for the GUI: each search is sent its options and its whole
// position (start and turns) first.
type enginePool struct {
	start EngineFactory
	slots chan struct{} // one token per engine lent out

	mu     sync.Mutex
	idle   []Engine
	closed bool
}

func newEnginePool(start EngineFactory, size int) *enginePool {
	return &enginePool{start: start, slots: make(chan struct{}, size)}
}

// get lends an engine, starting one if none is idle; it waits while size
// engines are lent out.
func (p *enginePool) get() (Engine, error) {
	p.slots <- struct{}{}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		<-p.slots
		return nil, errPoolClosed
	}
	if n := len(p.idle); n > 0 {
		e := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return e, nil
	}
	p.mu.Unlock()
	e, err := p.start()
	if err != nil {
		<-p.slots
		return nil, err
	}
	return e, nil
}

// put takes an engine back; a broken one (it failed or timed out, so it
// may still be searching or be gone) is ended instead of kept.
func (p *enginePool) put(e Engine, broken bool) {
	p.mu.Lock()
	keep := !broken && !p.closed
	if keep {
		p.idle = append(p.idle, e)
	}
	p.mu.Unlock()
	if !keep {
		e.Kill()
	}
	<-p.slots
}

// close ends the idle engines; engines lent out end when they come back.
func (p *enginePool) close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, e := range idle {
		e.Kill()
	}
}
