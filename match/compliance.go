package match

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/search"
)

// Check is one step of a compliance test and what went wrong (nil: passed).
type Check struct {
	Name string
	Err  error
}

// Compliance checks an engine against the protocol (docs/protocol.md) the
// way a tournament uses it: the handshake, option lines, isready at any
// time, every kind of go answered by one legal bestmove within its limit,
// stop, and quit. Each check runs even after one failed.
func Compliance(spec EngineSpec, timeout time.Duration, log *Log) []Check {
	var out []Check
	add := func(name string, err error) { out = append(out, Check{name, err}) }
	p, err := launch(spec, log)
	if err != nil {
		add("the engine starts", err)
		return out
	}
	defer p.Kill()
	// uci: id name, well-formed options, uciok.
	var seen []string
	_ = p.Send("uci")
	_, err = p.WaitFor("uciok", timeout, func(l string) { seen = append(seen, l) }, nil)
	if err == nil && !hasPrefix(seen, "id name ") {
		err = errors.New("no \"id name\" line before uciok")
	}
	add("uci is answered with id name and uciok", err)
	err = nil
	for _, l := range seen {
		if f := strings.Fields(l); len(f) > 0 && f[0] == "option" {
			if e := optionLine(l); e != nil && err == nil {
				err = e
			}
		}
	}
	add("option lines name a type of check, spin, combo, button or string", err)
	add("isready is answered with readyok", p.Ready(timeout))
	_ = p.Send("ucinewgame")
	add("ucinewgame, then isready is answered with readyok", p.Ready(timeout))

	start := board.StartPosition()
	white := movegen.FormatTurn(start, search.RandomTurn(start, 1))
	afterWhite := start.Clone()
	_ = movegen.NewGame(afterWhite).PlayTurn(white)
	mid := start.Clone()
	mg := movegen.NewGame(mid)
	for i := range 6 {
		_ = mg.PlayTurn(movegen.FormatTurn(mid, search.RandomTurn(mid, uint64(10+i))))
	}
	midFEN := board.MustParse(mid.Format())
	goChecks := []struct {
		name, position, goCmd string
		pos                   *board.Position
		limit                 time.Duration
	}{
		{"go movetime 200 from the start: a legal bestmove in time", "position startpos", "go movetime 200", start, 200 * time.Millisecond},
		{"go wtime btime winc binc after a turn: a legal bestmove for Black in time", "position startpos moves " + white,
			"go wtime 2000 btime 2000 winc 20 binc 20", afterWhite, 2 * time.Second},
		{"go depth 2 from a position string: a legal bestmove", "position fen " + midFEN.Format(), "go depth 2", midFEN, timeout},
		{"go nodes 2000: a legal bestmove", "position fen " + midFEN.Format(), "go nodes 2000", midFEN, timeout},
	}
	for _, c := range goChecks {
		add(c.name, goCheck(p, c.position, c.goCmd, c.pos, c.limit+500*time.Millisecond))
	}
	// isready while a search runs is answered before its bestmove.
	_ = p.Send("position startpos", "go movetime 1000", "isready")
	var early bool
	_, err = p.WaitFor("readyok", 2*time.Second, func(l string) { early = early || strings.HasPrefix(l, "bestmove") }, nil)
	if err == nil && early {
		err = errors.New("readyok came after the bestmove, not at once")
	}
	if err == nil {
		_, err = p.WaitFor("bestmove", 2*time.Second, nil, nil)
	}
	add("isready during a search is answered at once", err)
	// go infinite answers only after stop, and then at once.
	_ = p.Send("position startpos", "go infinite")
	_, err = p.WaitFor("bestmove", 300*time.Millisecond, nil, nil)
	switch {
	case err == nil:
		err = errors.New("go infinite answered before stop")
	case err == errExited:
	default:
		_ = p.Send("stop")
		err = legalAnswer(p, start, time.Second)
	}
	add("go infinite, then stop: one legal bestmove after the stop, at once", err)
	_ = p.Send("quit")
	select {
	case <-p.done:
		err = nil
	case <-time.After(time.Second):
		err = errors.New("still running 1 s after quit")
	}
	add("quit ends the process", err)
	return out
}

// goCheck sends a position and a go and wants one legal bestmove in time.
func goCheck(p *Process, position, goCmd string, pos *board.Position, limit time.Duration) error {
	if err := p.Send(position, goCmd); err != nil {
		return err
	}
	return legalAnswer(p, pos, limit)
}

// legalAnswer waits for a bestmove and plays it on a copy of pos.
func legalAnswer(p *Process, pos *board.Position, limit time.Duration) error {
	line, err := p.WaitFor("bestmove", limit, nil, nil)
	if err != nil {
		return err
	}
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		return fmt.Errorf("%q: no turn after bestmove", truncate(line, 60))
	}
	if err := movegen.NewGame(pos.Clone()).PlayTurn(f[1]); err != nil {
		return fmt.Errorf("bestmove %q is not legal: %v", truncate(f[1], 60), err)
	}
	return nil
}

// optionLine checks "option name N type T ...".
func optionLine(l string) error {
	name, rest, ok := strings.Cut(strings.TrimPrefix(l, "option "), " type ")
	if !ok || !strings.HasPrefix(name, "name ") || strings.TrimSpace(strings.TrimPrefix(name, "name ")) == "" {
		return fmt.Errorf("%q: want option name <name> type <type>", truncate(l, 80))
	}
	switch strings.Fields(rest + " x")[0] {
	case "check", "spin", "combo", "button", "string":
		return nil
	}
	return fmt.Errorf("%q: unknown option type", truncate(l, 80))
}

func hasPrefix(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}
