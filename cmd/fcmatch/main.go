// Command fcmatch plays tournaments between FrozenChess engines and referees
// every turn with the engine's rules core; its options are fastchess's
// (docs/match.md).
//
//	fcmatch -engine cmd=./frozenchess name=A -engine cmd=./frozenchess name=B option.Player=greedy \
//	        -each tc=10+0.1 -rounds 50 -repeat -concurrency 1 -random-openings 4 \
//	        -sprt elo0=0 elo1=10 alpha=0.05 beta=0.05 -records games.txt
//	fcmatch -resume games.txt
//	fcmatch replay games.txt
//	fcmatch ... -shard auto -records shards/$SLURM_ARRAY_TASK_ID.txt   (one task of a job array)
//	fcmatch merge -o merged.txt shards/
//	fcmatch -compliance ./frozenchess
package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/frozenchess/engine/match"
)

func main() {
	if !playsGames(os.Args[1:]) {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) // a signal ends replay and -compliance at once
	}
	stop := make(chan struct{})
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		<-sig
		fmt.Fprintln(os.Stderr, "fcmatch: interrupted: stopping the running games (again to quit at once)")
		close(stop)
		<-sig
		os.Exit(130)
	}()
	os.Exit(runWith(os.Args[1:], os.Stdout, os.Stderr, stop))
}

// version is "fcmatch <module version> (commit <rev>[, modified], <go>)",
// from what the Go toolchain records in the binary.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "fcmatch (no build information)"
	}
	v := strings.Trim(info.Main.Version, "()") // "(devel)" for a build from a checkout
	var rev, modified string
	for _, s := range info.Settings {
		switch {
		case s.Key == "vcs.revision" && len(s.Value) >= 12:
			rev = s.Value[:12]
		case s.Key == "vcs.modified" && s.Value == "true":
			modified = ", modified"
		}
	}
	out := "fcmatch " + v + " ("
	if rev != "" {
		out += "commit " + rev + modified + ", "
	}
	return out + info.GoVersion + ")"
}

// playsGames tells a tournament (which a signal stops gently) from replay
// and -compliance.
func playsGames(args []string) bool {
	if len(args) > 0 && (args[0] == "replay" || args[0] == "merge") {
		return false
	}
	for _, a := range args {
		if a == "-compliance" || a == "--compliance" {
			return false
		}
	}
	return true
}

// run is the command without signals: the tests' entry.
func run(args []string, stdout, stderr io.Writer) int { return runWith(args, stdout, stderr, nil) }

func runWith(args []string, stdout, stderr io.Writer, stop <-chan struct{}) int {
	if len(args) > 0 && args[0] == "replay" {
		return replay(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "merge" {
		return merge(args[1:], stdout, stderr)
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "error: "+format+"\n", a...)
		return 2
	}
	p, err := parseArgs(args)
	if err != nil {
		return fail("%v", err)
	}
	if p.help {
		fmt.Fprint(stderr, usage())
		return 0
	}
	if p.bools["version"] {
		fmt.Fprintln(stdout, version())
		return 0
	}
	if w, ok := p.words["compliance"]; ok {
		return compliance(w[0], stdout)
	}
	var res *resumed
	if file, ok := p.one["resume"]; ok {
		if len(p.one)+len(p.words)+len(p.bools) > 1 {
			return fail("-resume FILE takes no other options: the tournament's are in its state file")
		}
		if res, err = loadResume(file); err != nil {
			return fail("%v", err)
		}
		if p, err = parseArgs(res.state.Args); err != nil {
			return fail("%s: %v", stateFile(file), err)
		}
	}
	t, err := setup(p, stdout, stderr)
	if err != nil {
		return fail("%v", err)
	}
	defer t.close()
	if res != nil {
		if err := t.resume(res); err != nil {
			return fail("%v", err)
		}
	} else if err := t.open(args); err != nil {
		return fail("%v", err)
	}
	t.cfg.Stop = stop
	ended := false
	if t.decided() {
		fmt.Fprintln(stdout, "The SPRT was decided before the interruption: no more games")
	} else if ended, err = match.Run(t.cfg); err != nil {
		return fail("%v", err)
	}
	t.saveState()
	fmt.Fprint(stdout, "\n"+t.final())
	select {
	case <-stop:
		if ended {
			fmt.Fprintf(stdout, "Interrupted after %d of %d games; the finished games are kept%s.\n", t.tally.Games, len(t.cfg.Schedule), t.keptWhere())
			return 130
		}
	default:
		if ended && t.cfg.Halt != nil && t.cfg.Halt() {
			fmt.Fprintf(stdout, "Stopped after %d of %d games: the stop file %s exists\n", t.tally.Games, len(t.cfg.Schedule), t.stopFile)
		}
	}
	return 0
}
