// Package protocol speaks the engine's UCI-like text protocol on a reader
// and a writer (docs/protocol.md). It never panics on input: a bad command
// or argument gets "info string error: ..." and the engine carries on with
// its position unchanged.
package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
	"github.com/frozenchess/engine/search/mcts"
)

// Name and Author are reported by the uci command.
const (
	Name   = "FrozenChess 0.1"
	Author = "the FrozenChess engine developers"
)

// MaxLineLength bounds a command line; a longer line is refused whole.
const MaxLineLength = 1 << 20

// Engine is one protocol session.
type Engine struct {
	out  *lockedWriter
	opts Options

	game rules.Game // the current position and what the end-of-game rules need
	// The last position command that set game: its start and turns, so
	// that a command adding turns to it plays only those.
	lastStart string
	lastTurns []string
	searcher  *search.Searcher
	tree      *mcts.Search    // the MCTS player (Search=mcts or hybrid) on searcher's threads, once asked for
	eval      *eval.Evaluator // the full evaluation, for the eval command
	lag       lagWatch        // the unplanned time of a turn on the clock (lag.go)
	shownLag  time.Duration   // the overhead last reported in an info line

	// legalmoves' and legalsteps' copy of the position, game, steps and
	// line, kept from one listing to the next (commands.go).
	listPos   *board.Position
	lister    *movegen.Game
	listSteps []movegen.Step
	listText  []byte

	mu        sync.Mutex
	searching bool
	infinite  bool          // the running search ends only on stop (go infinite, or go ponder before ponderhit)
	ponderHit chan struct{} // closed by ponderhit; nil: the running search does not ponder
	halt      chan struct{} // closed to stop the running search
	done      chan struct{} // closed when the running search has printed bestmove

	// Under Run: the lines its reader has read, and those read while a
	// command waited for a job (waitSearch), to be handled next.
	input  <-chan inputLine
	queued []inputLine
}

// lockedWriter serializes output from the command loop and the search.
type lockedWriter struct {
	mu   sync.Mutex
	w    io.Writer
	line []byte // writeLine's line with its newline
}

// writeLine writes text and a newline, as println("%s", text) does,
// without allocating (legalmoves writes thousands of lines).
func (l *lockedWriter) writeLine(text []byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.line = append(append(l.line[:0], text...), '\n')
	_, _ = l.w.Write(l.line)
	if f, ok := l.w.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
}

func (l *lockedWriter) println(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, format+"\n", args...)
	if f, ok := l.w.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
}

// New makes an engine writing to out. The search evaluates with the fast
// evaluator (eval.Evaluator.Fast); the eval command shows every term.
func New(out io.Writer) *Engine { return newEngine(out, defaultOptions().HashMB) }

// newEngine is New with a transposition table of hashMB megabytes, as if
// set by the Hash option (the fuzz test makes thousands of engines).
func newEngine(out io.Writer, hashMB int) *Engine {
	e := &Engine{out: &lockedWriter{w: out}, opts: defaultOptions(), eval: eval.NewEvaluator()}
	e.opts.HashMB = hashMB
	e.searcher = search.New(e.opts.HashMB, searchEvaluator())
	e.searcher.CurrMoveAfter, e.searcher.ProgressEvery = search.CurrMoveAfterGUI, search.ProgressEvery
	e.game = rules.Game{Pos: board.StartPosition()}
	return e
}

// searchEvaluator makes the evaluator of a search thread: the fast one.
func searchEvaluator() search.Evaluator { return &eval.Evaluator{Fast: true} }

// Run reads commands until quit or the end of input; either stops a
// running job at once (as Stockfish treats the end of input as quit): a
// search prints its bestmove, a count (perft, bench) that it stopped,
// before Run returns, so an engine whose driver has gone does not count on
// for minutes.
//
// A reader goroutine keeps reading while a command waits for a running job
// (waitSearch): stop, quit and isready are acted on at once, the other lines
// queue up behind the waiting command, so stop always ends a job.
func (e *Engine) Run(in io.Reader) error {
	lines, quit := make(chan inputLine), make(chan struct{})
	go func() {
		r := bufio.NewReaderSize(in, 64*1024)
		for {
			line, tooLong, err := readLine(r)
			goLine := false
			if tooLong {
				f := strings.Fields(line[:min(len(line), 64)])
				goLine = len(f) > 0 && f[0] == "go" // a go is answered even so
				line = ""                           // refused whole: a queue of them holds no megabytes
			}
			select {
			case lines <- inputLine{line, tooLong, goLine, err}:
			case <-quit: // Run has returned
				return
			}
			if err != nil {
				close(lines)
				return
			}
		}
	}()
	e.input = lines
	defer func() { e.input, e.queued = nil, nil; close(quit) }()
	for {
		var l inputLine
		if len(e.queued) > 0 {
			l, e.queued = e.queued[0], e.queued[1:]
		} else if l2, ok := <-lines; ok {
			l = l2
		} else {
			l = inputLine{err: io.EOF} // not reached: the end of input is read (or queued) once
		}
		if l.tooLong {
			why := fmt.Sprintf("line longer than %d bytes ignored", MaxLineLength)
			if l.goLine {
				e.unreadableGo(why)
			} else {
				e.errorf("%s", why)
			}
		} else if l.text != "" || l.err == nil {
			if !e.Handle(l.text) {
				e.finishJob()
				return nil
			}
		}
		if l.err != nil {
			e.finishJob()
			if l.err == io.EOF {
				return nil
			}
			return l.err
		}
	}
}

// inputLine is one line read by Run's reader, or the error that ended the
// input.
type inputLine struct {
	text    string
	tooLong bool
	goLine  bool // a line too long to keep began with go
	err     error
}

// readLine reads one line, dropping the rest of one longer than the limit.
func readLine(r *bufio.Reader) (string, bool, error) {
	var b strings.Builder
	for {
		chunk, isPrefix, err := r.ReadLine()
		if b.Len() <= MaxLineLength {
			b.Write(chunk)
		}
		if err != nil {
			return b.String(), b.Len() > MaxLineLength, err
		}
		if !isPrefix {
			return b.String(), b.Len() > MaxLineLength, nil
		}
	}
}

func (e *Engine) errorf(format string, args ...any) {
	e.out.println("info string error: "+format, args...)
}

// Handle runs one command line; it returns false on quit.
func (e *Engine) Handle(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	cmd, args := fields[0], fields[1:]
	if !printable(line) {
		const why = "the line holds control or non-ASCII bytes; commands are plain text"
		if cmd == "go" {
			e.unreadableGo(why)
		} else {
			e.errorf(why)
		}
		return true
	}
	switch cmd {
	case "quit":
		return false
	case "isready":
		e.out.println("readyok")
	case "stop":
		e.stopSearch()
	case "ponderhit":
		e.ponderhit()
	case "uci":
		e.uci()
	case "help":
		e.help()
	default:
		// Other commands wait for a search that ends by itself; an
		// infinite one must be stopped first.
		if !e.waitSearch(cmd) {
			e.refuseDuringInfinite(cmd)
			return true
		}
		e.command(cmd, args)
	}
	return true
}

// refuseDuringInfinite refuses a command sent while go infinite or go
// ponder runs (waitSearch): the running search's bestmove answers a go.
func (e *Engine) refuseDuringInfinite(cmd string) {
	e.errorf("%q during go infinite or go ponder: send stop (or ponderhit) first", truncate(cmd, 40))
}

// unreadableGo answers a go line that cannot be read at all (why: control
// or non-ASCII bytes, or too long to keep) as every go is answered: after
// the running search, with the error and then the bestmove of the least
// search, as a go whose parameters cannot be read (goCommand).
func (e *Engine) unreadableGo(why string) {
	if !e.waitSearch("go") {
		e.refuseDuringInfinite("go")
		return
	}
	defer e.survive("go")
	e.goCommand(nil, errors.New(why))
}

// command runs the commands that may not overlap a search.
func (e *Engine) command(cmd string, args []string) {
	defer e.survive(cmd)
	switch cmd {
	case "ucinewgame":
		e.lastStart, e.lastTurns = "", e.lastTurns[:0]
		e.forgetGame()
		e.game = rules.Game{Pos: board.StartPositionOf(e.opts.Variant)}
		e.lag.reset()
	case "setoption":
		e.setOption(args)
	case "position":
		e.position(args)
	case "go":
		e.goCommand(args, nil)
	case "d":
		e.display()
	case "perft", "divide", "perftsteps":
		e.perft(cmd, args)
	case "legalmoves", "legalsteps":
		e.legal(cmd)
	case "eval":
		e.evalCommand()
	case "bench":
		e.bench(args)
	default:
		e.errorf("unknown command %q (commands: uci isready ucinewgame setoption position go stop ponderhit quit d perft divide perftsteps legalmoves legalsteps eval bench help)", truncate(cmd, 40))
	}
}

// survive turns a panic in a command into an error line, so that a bug
// costs one command, not the session (a GUI would lose its game). Every
// command builds what it changes on the side (a new position from a copy,
// perft and the legal lists on clones), so the engine keeps the position
// it had. The fuzz test (FuzzCommands) fails on the line, so bugs still
// show.
func (e *Engine) survive(what string) {
	if r := recover(); r != nil {
		e.errorf("internal error in %s: %v (please report it with the commands that led here)", truncate(what, 40), r)
	}
}

func printable(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 0x20 && c != '\t') || c >= 0x7f {
			return false
		}
	}
	return true
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// waitSearch waits for a running finite search (or count) to end; it
// returns false, without waiting, if the running search is infinite. Under
// Run it goes on reading meanwhile: isready is answered at once (UCI: the
// engine answers it at once even while it thinks, whatever waits), stop
// ends the job, quit ends it and queues up, as every other line does, to be
// read after the command that waits. The end of input ends nothing here:
// "go depth 5", "d" piped in searches to depth 5, then shows the board.
// A stop that follows a command starting a job of its own (the waiting
// cmd, or one queued ahead) is that job's, as it would be read one command
// at a time (Stockfish): it queues up too. Halting the running job instead
// left the go that waited for it without a stop: it pondered on and never
// answered (TestProtocolPonder, on a loaded machine).
func (e *Engine) waitSearch(cmd string) bool {
	e.mu.Lock()
	searching, infinite, done := e.searching, e.infinite, e.done
	e.mu.Unlock()
	if !searching {
		return true
	}
	if infinite {
		return false
	}
	input := e.input
	jobAhead := startsJob(cmd)
	for _, l := range e.queued {
		if f := strings.Fields(l.text); l.goLine || len(f) > 0 && !l.tooLong && startsJob(f[0]) {
			jobAhead = true
		}
	}
	for {
		select {
		case <-done:
			return true
		case l, ok := <-input:
			if !ok {
				input = nil // the end of input is queued already
				continue
			}
			if l.goLine {
				jobAhead = true
			}
			if f := strings.Fields(l.text); len(f) > 0 && !l.tooLong {
				switch {
				case startsJob(f[0]):
					jobAhead = true
				case f[0] == "stop" && !jobAhead:
					e.haltJob()
					l.text = "" // done with; an end of input it carries is still queued
				case f[0] == "isready":
					if printable(l.text) {
						e.out.println("readyok")
						l.text = ""
					}
				case f[0] == "quit":
					e.haltJob()
				}
			}
			if l.text != "" || l.tooLong || l.err != nil {
				e.queued = append(e.queued, l)
			}
		}
	}
}

// startsJob reports that cmd runs a job in the background (a search or a
// count), which a stop after it is meant for.
func startsJob(cmd string) bool {
	switch cmd {
	case "go", "perft", "divide", "perftsteps", "bench":
		return true
	}
	return false
}

// haltJob closes the running job's halt channel without waiting.
func (e *Engine) haltJob() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.searching && e.halt != nil {
		close(e.halt)
		e.halt = nil
	}
}

// finishJob ends a running job as quit does: it stops it and waits for its
// answer (a search's bestmove, a count's line that it stopped).
func (e *Engine) finishJob() {
	e.haltJob()
	e.waitJob()
}

// waitJob waits until the running job, if any, has printed its answer.
func (e *Engine) waitJob() {
	e.mu.Lock()
	done, searching := e.done, e.searching
	e.mu.Unlock()
	if searching {
		<-done
	}
}

// background runs job (a count: perft, bench) as go runs a search: the
// command loop goes on, isready is answered, stop, quit and the end of
// input close halt (which job must heed), and the other commands wait until
// job has returned. A panic in job costs the command only, as in command.
func (e *Engine) background(what string, job func(halt <-chan struct{})) {
	done, halt := e.startJob(false, nil)
	go func() {
		defer e.endJob(done)
		defer e.survive(what)
		job(halt)
	}()
}

// startJob records a job (a search or a count) as running, and returns the
// channel its end closes (endJob) and the one stop closes.
func (e *Engine) startJob(infinite bool, ponderHit chan struct{}) (done, halt chan struct{}) {
	done, halt = make(chan struct{}), make(chan struct{})
	e.mu.Lock()
	defer e.mu.Unlock()
	e.searching, e.infinite = true, infinite
	e.done, e.halt, e.ponderHit = done, halt, ponderHit
	return done, halt
}

// endJob records the running job as ended, once it has printed its answer.
func (e *Engine) endJob(done chan struct{}) {
	e.mu.Lock()
	e.searching, e.ponderHit = false, nil
	e.mu.Unlock()
	close(done)
}

// closed reports whether ch is closed, without waiting.
func closed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// ponderhit tells a pondering search that the opponent played the turn it
// expected: it goes on as a search on the engine's own clock.
func (e *Engine) ponderhit() {
	e.mu.Lock()
	pondering := e.ponderHit != nil // the search's end clears it
	if pondering {
		close(e.ponderHit)
		e.ponderHit, e.infinite = nil, false
	}
	e.mu.Unlock()
	if !pondering {
		e.errorf("ponderhit without a running go ponder")
	}
}

// stopSearch stops a running search or count and waits until it has
// printed its answer.
func (e *Engine) stopSearch() {
	e.haltJob()
	e.waitJob()
}

// Banner is the line the engine prints when it starts, as Stockfish
// prints one: a person at a terminal learns what it is and what to type;
// a GUI reads on to uciok.
func Banner() string {
	return Name + " by " + Author + ": type help for the commands, or uci to start as a UCI engine"
}

// helpText is the help command's answer: the commands, shortly
// (docs/protocol.md has them whole).
var helpText = []string{
	"FrozenChess speaks a UCI-like protocol: one command a line (docs/protocol.md).",
	"  uci                                the engine's name, its options, then uciok",
	"  isready                            readyok, at once",
	"  setoption name <name> value <v>    set an option (uci lists them)",
	"  ucinewgame                         a new game: the start position, the hash table cleared",
	"  position startpos [moves <turn>...]         the start position, then turns",
	"  position fen <position> [moves <turn>...]   a position string, then turns",
	"  go [movetime MS|wtime MS btime MS [winc MS binc MS]|depth N|nodes N|mate N|infinite] [searchmoves <turn>...]",
	"                                     search; answers info lines and bestmove <turn>",
	"  stop, ponderhit                    end a search (its bestmove follows); the expected turn came",
	"  d                                  show the board and its position string",
	"  legalmoves, legalsteps             list the legal turns, or steps",
	"  perft N, divide N, perftsteps N    count turn (or step) sequences to depth N",
	"  eval                               the evaluation, term by term",
	"  bench [depth] [variant]            the fixed benchmark (UCI_Variant's suite unless named)",
	"  help                               this text",
	"  quit                               end the engine",
	"Turns are steps joined by commas, like h4-h5,h5-h6 (docs/notation.md); 0000 is the Null move.",
	"Try: position startpos, then d, then go movetime 1000.",
}

func (e *Engine) help() {
	for _, l := range helpText {
		e.out.println("%s", l)
	}
}

func (e *Engine) uci() {
	e.out.println("id name %s", Name)
	e.out.println("id author %s", Author)
	for _, o := range optionList {
		if o.listed(e.opts.Variant) {
			e.out.println("%s", o.declaration())
		}
	}
	e.out.println("uciok")
}

// forgetGame clears what the searchers keep from one search to the next:
// the table, and the MCTS tree.
func (e *Engine) forgetGame() {
	e.searcher.ForgetGame()
	if e.tree != nil {
		e.tree.ForgetGame()
	}
}
