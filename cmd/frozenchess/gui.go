package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/frozenchess/engine/gui"
)

// guiCommand serves the web GUI (frozenchess gui [-addr A] [-engine CMD]).
func guiCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gui", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to serve the GUI on (keep it on localhost unless you mean to share it)")
	cmd := fs.String("engine", "", "engine command line to play and analyse with (default: this binary's engine, in process)")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	engines := gui.InProcess
	if *cmd != "" {
		engines = gui.External(*cmd)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := gui.Serve(ctx, *addr, engines, func(url string) {
		fmt.Fprintf(stdout, "FrozenChess GUI: open %s in a browser (Ctrl-C stops it)\n", url)
	})
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 1
	}
	return 0
}
