// Package match plays engine tournaments of FrozenChess: it starts engine
// processes, speaks the protocol to them, referees every turn with the
// rules core, keeps clocks, adjudicates, records games and reports results
// with Elo statistics and an SPRT, as fastchess and cutechess-cli do for
// chess.
package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/shlex"
)

// EngineSpec says how to start one engine and how it plays.
type EngineSpec struct {
	Name    string
	Command []string          // program and arguments
	Dir     string            // working directory ("" the current one)
	Options map[string]string // sent as setoption after the handshake
	TC      *TimeControl      // its own time control (time odds); nil: the tournament's
	Margin  time.Duration     // its own time margin; 0: the tournament's
	Restart bool              // a fresh process for every game (restart=on)
}

// ParseEngineSpec reads fastchess-style key=value fields: cmd=PATH,
// name=NAME, args="A B" (split as a shell does), arg=A (one argument),
// dir=DIR, option.NAME=VALUE, tc=TC, st=SECONDS, nodes=N, plies=N (depth),
// timemargin=MS, proto=uci, restart=on|off (on: a fresh process for every
// game; off, the default: the process is kept, and replaced only after a
// crash, a stall or a time loss). An option whose name has spaces may come
// split at them ("option.Move", "Overhead=10"): the pieces are joined again.
// Fields given later override earlier ones, so -each fields can come first.
func ParseEngineSpec(fields []string) (EngineSpec, error) {
	spec := EngineSpec{Options: map[string]string{}}
	var prog string
	var args []string
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		for strings.HasPrefix(f, "option.") && !strings.Contains(f, "=") && i+1 < len(fields) {
			i++
			f += " " + fields[i]
		}
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return spec, fmt.Errorf("engine: %q: want key=value (cmd=, name=, args=, option.<Name>=, tc=, ...)", f)
		}
		var err error
		switch {
		case k == "name":
			spec.Name = v
		case k == "cmd":
			prog = v
		case k == "arg":
			args = append(args, v)
		case k == "args":
			var a []string
			if a, err = shlex.Split(v); err != nil {
				return spec, fmt.Errorf("engine: args=%q: %v", v, err)
			}
			args = append(args, a...)
		case k == "dir":
			spec.Dir = v
		case k == "proto":
			if v != "uci" {
				return spec, fmt.Errorf("engine: proto=%q: only uci is spoken", v)
			}
		case k == "restart":
			if v != "on" && v != "off" {
				return spec, fmt.Errorf("engine: restart=%q: want on or off", v)
			}
			spec.Restart = v == "on"
		case k == "tc":
			err = spec.setTC(v)
		case k == "st":
			f, perr := strconv.ParseFloat(v, 64)
			if perr != nil || !(f > 0 && f <= 1e6) {
				return spec, fmt.Errorf("engine: st=%q: want seconds above 0", v)
			}
			err = spec.setTC(fmt.Sprintf("movetime=%d", max(int64(f*1000), 1)))
		case k == "nodes":
			err = spec.setTC("nodes=" + v)
		case k == "plies" || k == "depth":
			err = spec.setTC("depth=" + v)
		case k == "timemargin":
			n, perr := strconv.Atoi(v)
			if perr != nil || n < 0 || n > 1e7 {
				return spec, fmt.Errorf("engine: timemargin=%q: want milliseconds, 0 or more", v)
			}
			spec.Margin = time.Duration(n) * time.Millisecond
		case strings.HasPrefix(k, "option.") && len(k) > len("option."):
			spec.Options[strings.TrimPrefix(k, "option.")] = v
		default:
			return spec, fmt.Errorf("engine: unknown key %q (cmd, name, args, arg, dir, option.<Name>, tc, st, nodes, plies, timemargin, proto, restart)", k)
		}
		if err != nil {
			return spec, fmt.Errorf("engine: %v", err)
		}
	}
	if prog == "" {
		return spec, fmt.Errorf("engine: cmd= is missing")
	}
	spec.Command = append([]string{prog}, args...)
	if spec.Name == "" {
		spec.Name = prog
	}
	return spec, nil
}

func (s *EngineSpec) setTC(v string) error {
	tc, err := ParseTimeControl(v)
	if err != nil {
		return err
	}
	s.TC = &tc
	return nil
}

// SplitEngineFields splits one -engine or -each word the way a shell would
// ("cmd='./my engine' args=\"-a -b\""), so an engine given as one quoted
// string reads as one given word by word.
func SplitEngineFields(word string) ([]string, error) {
	f, err := shlex.Split(word)
	if err != nil {
		return nil, fmt.Errorf("engine: %q: %v", word, err)
	}
	return f, nil
}

// errExited reports that the engine process ended; errStopped that the
// tournament was interrupted while waiting.
var (
	errExited  = errors.New("the engine process exited")
	errStopped = errors.New("interrupted")
)

// Process is a running engine.
type Process struct {
	spec  EngineSpec
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	done  chan struct{} // closed when the process has exited and its output is drained
	once  sync.Once
	log   *Log
}

// Start launches the engine and completes the uci / isready handshake
// within timeout. log (may be nil) gets every line sent and received.
func Start(spec EngineSpec, timeout time.Duration, log *Log) (*Process, error) {
	p, err := launch(spec, log)
	if err != nil {
		return nil, err
	}
	if err := p.Send("uci"); err != nil {
		p.Kill()
		return nil, err
	}
	if _, err := p.WaitFor("uciok", timeout, nil, nil); err != nil {
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

// launch starts the engine's process and its reader, without a word said.
func launch(spec EngineSpec, log *Log) (*Process, error) {
	cmd := exec.Command(spec.Command[0], spec.Command[1:]...)
	cmd.Dir = spec.Dir
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
	p := &Process{spec: spec, cmd: cmd, in: in, lines: make(chan string, 1024), done: make(chan struct{}), log: log}
	go func() {
		r := bufio.NewReaderSize(out, 64*1024)
		for {
			line, err := r.ReadString('\n')
			if len(line) > 0 {
				if len(line) > 1<<16 {
					line = line[:1<<16] // garbage: keep it bounded
				}
				line = strings.TrimRight(line, "\r\n")
				p.log.Engine(spec.Name, "<---", line)
				p.lines <- line
			}
			if err != nil {
				break
			}
		}
		_ = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// Name is the engine's name.
func (p *Process) Name() string { return p.spec.Name }

// Send writes command lines.
func (p *Process) Send(lines ...string) error {
	for _, l := range lines {
		p.log.Engine(p.spec.Name, "--->", l)
		if _, err := io.WriteString(p.in, l+"\n"); err != nil {
			return errExited
		}
	}
	return nil
}

// WaitFor reads lines until one starts with prefix and returns it; every
// other line goes to seen (if not nil). It fails when the process exits,
// the timeout passes or stop (if not nil) is closed.
func (p *Process) WaitFor(prefix string, timeout time.Duration, seen func(string), stop <-chan struct{}) (string, error) {
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
		case <-stop:
			return "", errStopped
		}
	}
}

// Ready sends isready and waits for readyok.
func (p *Process) Ready(timeout time.Duration) error {
	if err := p.Send("isready"); err != nil {
		return err
	}
	_, err := p.WaitFor("readyok", timeout, nil, nil)
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

// CPUTime is the CPU time the process has used so far (all its threads,
// user and system); false where it cannot be measured (not Linux, or the
// process is gone).
func (p *Process) CPUTime() (time.Duration, bool) {
	if p.cmd.Process == nil || !p.Alive() {
		return 0, false
	}
	return processCPUTime(p.cmd.Process.Pid)
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

// Log is the tournament's log file (-log): the games' starts and ends and,
// with Engines, every line sent to and read from an engine. Each event has
// a level, fastchess's: an engine's lines are trace, a game's start and
// end info, a game lost by a fault (crash, time, stall, illegal move) warn,
// an engine that cannot be restarted err; only the events at Level or
// above are written. A nil *Log logs nothing. Lines are written as they
// happen, so a crash keeps them.
type Log struct {
	mu      sync.Mutex
	w       io.Writer
	Engines bool
	Level   LogLevel
}

// LogLevel orders the log's events, as fastchess's -log level= names them.
type LogLevel int

// The levels, from the most verbose.
const (
	LevelTrace LogLevel = iota
	LevelDebug
	LevelInfo
	LevelWarn
	LevelErr
	LevelFatal
)

// ParseLogLevel reads -log level=: trace, debug, info, warn, err (or
// error), fatal.
func ParseLogLevel(s string) (LogLevel, error) {
	for l, names := range [][]string{{"trace"}, {"debug"}, {"info"}, {"warn", "warning"}, {"err", "error"}, {"fatal"}} {
		for _, n := range names {
			if s == n {
				return LogLevel(l), nil
			}
		}
	}
	return 0, fmt.Errorf("log level %q: want trace, debug, info, warn, err or fatal", s)
}

// NewLog logs to w every event (level trace).
func NewLog(w io.Writer, engines bool) *Log { return &Log{w: w, Engines: engines} }

// Printf logs an event of the tournament (level info).
func (l *Log) Printf(format string, a ...any) { l.Logf(LevelInfo, format, a...) }

// Logf logs an event of the given level.
func (l *Log) Logf(level LogLevel, format string, a ...any) {
	if l == nil || level < l.Level {
		return
	}
	l.write(fmt.Sprintf(format, a...))
}

// Engine logs one line of an engine's I/O (level trace); dir is ---> (sent)
// or <--- (read).
func (l *Log) Engine(name, dir, line string) {
	if l == nil || !l.Engines || l.Level > LevelTrace {
		return
	}
	l.write(name + " " + dir + " " + line)
}

func (l *Log) write(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, "[%s] %s\n", time.Now().Format("15:04:05.000"), s)
}
