// Package match plays engine-vs-engine matches of FrozenChess: it starts
// engine processes, speaks the protocol to them, referees every turn with
// the rules core, keeps clocks, records games and reports results with Elo
// statistics and an SPRT, as cutechess-cli and fastchess do for chess.
package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"
)

// EngineSpec says how to start one engine.
type EngineSpec struct {
	Name    string
	Command []string          // program and arguments
	Options map[string]string // sent as setoption before every game
}

// ParseEngineSpec reads "name=A cmd=./frozenchess option.Player=random
// arg=--flag" style key=value fields, as cutechess-cli's -engine does. An
// option whose name has spaces may come split at them ("option.Move",
// "Overhead=10"): the pieces are joined again.
func ParseEngineSpec(fields []string) (EngineSpec, error) {
	spec := EngineSpec{Options: map[string]string{}}
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		for strings.HasPrefix(f, "option.") && !strings.Contains(f, "=") && i+1 < len(fields) {
			i++
			f += " " + fields[i]
		}
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return spec, fmt.Errorf("engine: %q: want key=value (name=, cmd=, arg=, option.<Name>=)", f)
		}
		switch {
		case k == "name":
			spec.Name = v
		case k == "cmd":
			spec.Command = append([]string{v}, spec.Command...)
		case k == "arg":
			spec.Command = append(spec.Command, v)
		case strings.HasPrefix(k, "option."):
			spec.Options[strings.TrimPrefix(k, "option.")] = v
		default:
			return spec, fmt.Errorf("engine: unknown key %q (name, cmd, arg, option.<Name>)", k)
		}
	}
	if len(spec.Command) == 0 || spec.Command[0] == "" {
		return spec, fmt.Errorf("engine: cmd= is missing")
	}
	if spec.Name == "" {
		spec.Name = spec.Command[0]
	}
	return spec, nil
}

// errExited reports that the engine process ended.
var errExited = errors.New("the engine process exited")

// Process is a running engine.
type Process struct {
	spec  EngineSpec
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	done  chan struct{} // closed when the process has exited and its output is drained
	once  sync.Once
}

// Start launches the engine and completes the uci / isready handshake
// within timeout.
func Start(spec EngineSpec, timeout time.Duration) (*Process, error) {
	cmd := exec.Command(spec.Command[0], spec.Command[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %v", spec.Name, err)
	}
	p := &Process{spec: spec, cmd: cmd, in: in, lines: make(chan string, 1024), done: make(chan struct{})}
	go func() {
		r := bufio.NewReaderSize(out, 64*1024)
		for {
			line, err := r.ReadString('\n')
			if len(line) > 0 {
				if len(line) > 1<<16 {
					line = line[:1<<16] // garbage: keep it bounded
				}
				p.lines <- strings.TrimRight(line, "\r\n")
			}
			if err != nil {
				break
			}
		}
		_ = cmd.Wait()
		close(p.done)
	}()
	if err := p.Send("uci"); err != nil {
		p.Kill()
		return nil, err
	}
	if _, err := p.WaitFor("uciok", timeout, nil); err != nil {
		p.Kill()
		return nil, fmt.Errorf("%s: handshake: %v", spec.Name, err)
	}
	names := make([]string, 0, len(spec.Options))
	for name := range spec.Options {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := p.Send("setoption name " + name + " value " + spec.Options[name]); err != nil {
			p.Kill()
			return nil, err
		}
	}
	if err := p.Ready(timeout); err != nil {
		p.Kill()
		return nil, fmt.Errorf("%s: handshake: %v", spec.Name, err)
	}
	return p, nil
}

// Name is the engine's name.
func (p *Process) Name() string { return p.spec.Name }

// Send writes command lines.
func (p *Process) Send(lines ...string) error {
	for _, l := range lines {
		if _, err := io.WriteString(p.in, l+"\n"); err != nil {
			return errExited
		}
	}
	return nil
}

// WaitFor reads lines until one starts with prefix and returns it; every
// other line goes to seen (if not nil). It fails when the process exits
// or the timeout passes.
func (p *Process) WaitFor(prefix string, timeout time.Duration, seen func(string)) (string, error) {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		select {
		case l := <-p.lines:
			if strings.HasPrefix(l, prefix) {
				return l, nil
			}
			if seen != nil {
				seen(l)
			}
		case <-p.done:
			// Drain what the process wrote before exiting.
			for {
				select {
				case l := <-p.lines:
					if strings.HasPrefix(l, prefix) {
						return l, nil
					}
				default:
					return "", errExited
				}
			}
		case <-deadline.C:
			return "", fmt.Errorf("no %q within %v", prefix, timeout)
		}
	}
}

// Ready sends isready and waits for readyok.
func (p *Process) Ready(timeout time.Duration) error {
	if err := p.Send("isready"); err != nil {
		return err
	}
	_, err := p.WaitFor("readyok", timeout, nil)
	return err
}

// Alive reports whether the process still runs.
func (p *Process) Alive() bool {
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

// Kill ends the process and waits for it.
func (p *Process) Kill() {
	p.once.Do(func() {
		_ = p.Send("quit")
		_ = p.in.Close()
		select {
		case <-p.done:
		case <-time.After(500 * time.Millisecond):
			_ = p.cmd.Process.Kill()
			<-p.done
		}
	})
}
