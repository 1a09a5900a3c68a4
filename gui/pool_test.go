package gui

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeEngine counts what the pool does with it.
type fakeEngine struct{ killed atomic.Bool }

func (f *fakeEngine) Send(...string) error { return nil }
func (f *fakeEngine) WaitFor(string, time.Duration, func(string), <-chan struct{}) (string, error) {
	return "", errors.New("a fake engine answers nothing")
}
func (f *fakeEngine) Kill() { f.killed.Store(true) }

// TestEnginePool: the pool lends at most its size, starts an engine only
// when none is idle, ends a broken one and, when closed, the idle ones.
func TestEnginePool(t *testing.T) {
	var started []*fakeEngine
	p := newEnginePool(func() (Engine, error) {
		e := &fakeEngine{}
		started = append(started, e)
		return e, nil
	}, 2)
	a, err := p.get()
	require.NoError(t, err)
	b, err := p.get()
	require.NoError(t, err)
	third := make(chan Engine)
	go func() {
		e, err := p.get()
		assert.NoError(t, err)
		third <- e
	}()
	select {
	case <-third:
		t.Fatal("a third engine was lent while two were out")
	case <-time.After(50 * time.Millisecond):
	}
	p.put(a, false)
	assert.Same(t, a, <-third, "the idle engine is lent again, none started")
	assert.Len(t, started, 2)

	p.put(b, true)
	assert.True(t, b.(*fakeEngine).killed.Load(), "a broken engine is ended")
	p.put(a, false)
	p.close()
	assert.True(t, a.(*fakeEngine).killed.Load(), "closing ends the idle engines")
	_, err = p.get()
	assert.ErrorIs(t, err, errPoolClosed)
}

// TestAnalysisWaitingForAnEngineStops: with every engine of the pool busy,
// a second game's analysis waits; Stop ends the wait at once.
func TestAnalysisWaitingForAnEngineStops(t *testing.T) {
	srv := NewServer(InProcess, "127.0.0.1:0")
	srv.engines = newEnginePool(InProcess, 1)
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { ts.Close(); srv.Close() })
	c := &client{t: t, url: ts.URL}
	busy := c.newGame(Config{Mode: ModeAnalyse})
	waiting := c.newGame(Config{Mode: ModeAnalyse})
	code, body := c.post("/api/analyse", action{Game: busy.ID, MultiPV: 1, MoveTime: 60000})
	require.Equal(t, http.StatusOK, code, string(body))
	c.waitFor(busy.ID, "the first analysis's line", func(s State) bool { return len(s.Analysis) > 0 })
	code, body = c.post("/api/analyse", action{Game: waiting.ID, MultiPV: 1, MoveTime: 60000})
	require.Equal(t, http.StatusOK, code, string(body))
	assert.True(t, c.state(waiting.ID).Analysing)

	code, body = c.post("/api/stop", action{Game: waiting.ID})
	require.Equal(t, http.StatusOK, code, string(body))
	assert.False(t, c.state(waiting.ID).Analysing, "the waiting analysis is dropped")

	code, body = c.post("/api/stop", action{Game: busy.ID})
	require.Equal(t, http.StatusOK, code, string(body))
	st := c.waitFor(busy.ID, "the stopped analysis", func(s State) bool { return !s.Analysing })
	assert.NotEmpty(t, st.Analysis, "a stopped analysis keeps its lines")
	// The engine went back to the pool: the other game may analyse now.
	code, body = c.post("/api/analyse", action{Game: waiting.ID, MultiPV: 1, MoveTime: 200})
	require.Equal(t, http.StatusOK, code, string(body))
	st = c.waitFor(waiting.ID, "the second analysis", func(s State) bool { return !s.Analysing })
	assert.NotEmpty(t, st.Analysis)
}
