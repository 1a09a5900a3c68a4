package gui

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/protocol"
)

// Engine is a UCI-style engine the GUI talks to: the project's own protocol
// engine in this process, or another program (-engine). Both speak the same
// lines, so a session drives them alike.
type Engine interface {
	Send(lines ...string) error
	WaitFor(prefix string, timeout time.Duration, seen func(string), stop <-chan struct{}) (string, error)
	Kill()
}

// EngineFactory starts an engine for a session.
type EngineFactory func() (Engine, error)

// InProcess starts the protocol engine of this binary in a goroutine, wired
// by pipes: no process to find or start.
func InProcess() (Engine, error) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e := &pipeEngine{in: inW, lines: make(chan string, 1024), done: make(chan struct{})}
	go func() {
		out := bufio.NewWriter(outW)
		_ = protocol.New(lineFlusher{out}).Run(inR)
		_ = inR.Close() // a Send after quit fails instead of waiting for a reader
		_ = out.Flush()
		_ = outW.Close()
	}()
	go func() {
		r := bufio.NewReaderSize(outR, 64*1024)
		for {
			line, err := r.ReadString('\n')
			if len(line) > 0 {
				e.lines <- strings.TrimRight(line, "\r\n")
			}
			if err != nil {
				close(e.done)
				return
			}
		}
	}()
	if err := handshake(e); err != nil {
		e.Kill()
		return nil, err
	}
	return e, nil
}

// lineFlusher flushes after every write, so a line reaches the reader at once.
type lineFlusher struct{ w *bufio.Writer }

func (l lineFlusher) Write(b []byte) (int, error) {
	n, err := l.w.Write(b)
	if err == nil {
		err = l.w.Flush()
	}
	return n, err
}

// External starts another engine program (its command line split at spaces).
func External(command string) EngineFactory {
	return func() (Engine, error) {
		f := strings.Fields(command)
		if len(f) == 0 {
			return nil, errors.New("engine: empty command")
		}
		p, err := match.Start(match.EngineSpec{Name: f[0], Command: f}, 10*time.Second, nil)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
}

func handshake(e Engine) error {
	if err := e.Send("uci"); err != nil {
		return err
	}
	if _, err := e.WaitFor("uciok", 10*time.Second, nil, nil); err != nil {
		return fmt.Errorf("engine handshake: %v", err)
	}
	if err := e.Send("isready"); err != nil {
		return err
	}
	_, err := e.WaitFor("readyok", 10*time.Second, nil, nil)
	return err
}

var (
	errEngineGone = errors.New("the engine is gone")
	errStopped    = errors.New("the wait was stopped")
)

// pipeEngine is the in-process engine's end of the pipes.
type pipeEngine struct {
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
	once  sync.Once
}

func (e *pipeEngine) Send(lines ...string) error {
	for _, l := range lines {
		if _, err := io.WriteString(e.in, l+"\n"); err != nil {
			return errEngineGone
		}
	}
	return nil
}

func (e *pipeEngine) WaitFor(prefix string, timeout time.Duration, seen func(string), stop <-chan struct{}) (string, error) {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		select {
		case <-stop:
			return "", errStopped
		case l := <-e.lines:
			if strings.HasPrefix(l, prefix) {
				return l, nil
			}
			if seen != nil {
				seen(l)
			}
		case <-e.done:
			for {
				select {
				case l := <-e.lines:
					if strings.HasPrefix(l, prefix) {
						return l, nil
					}
				default:
					return "", errEngineGone
				}
			}
		case <-deadline.C:
			return "", fmt.Errorf("no %q within %v", prefix, timeout)
		}
	}
}

func (e *pipeEngine) Kill() {
	e.once.Do(func() {
		_ = e.Send("quit")
		_ = e.in.Close()
		// Drain what is left so the protocol goroutine can finish writing.
		go func() {
			for {
				select {
				case <-e.lines:
				case <-e.done:
					return
				}
			}
		}()
	})
}
