// Package gui is the web GUI of the engine (frozenchess gui): an HTTP
// server from the standard library that serves an embedded page, keeps the
// games (the rules run here, with the project's own packages), lets the
// engine play and analyse, and sends every change to the page as a
// server-sent event. The page only draws what it is sent and posts the
// steps a person clicks.
package gui

import (
	"bytes"
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/match"
)

//go:embed static
var staticFiles embed.FS

// Limits on what a request may carry.
const (
	maxJSONBody   = 64 << 10 // a step, a config with a position string
	maxRecordBody = 8 << 20  // a game record file
	maxSessions   = 32
	// bodyTimeout bounds the read of a request body: a client that sends
	// its headers and then stalls is answered 408 and its connection
	// closed. (http.Server's ReadTimeout would also cut the long-lived
	// event streams.)
	bodyTimeout = 10 * time.Second
)

// Server serves the GUI.
type Server struct {
	engines *enginePool
	mux     *http.ServeMux

	mu       sync.Mutex
	sessions map[string]*Session
	// bodyTimeout, a field so that a test can shorten it.
	bodyTimeout time.Duration
	// Hosts the Host header may name (empty: any). A server on a loopback
	// address answers only to loopback names, so a web page elsewhere
	// cannot reach it through DNS rebinding.
	hosts map[string]bool
}

// NewServer makes a server whose sessions get their engines from engines.
// addr is the address it will listen on, for the Host check.
func NewServer(engines EngineFactory, addr string) *Server {
	s := &Server{engines: newEnginePool(engines, maxEngines), bodyTimeout: bodyTimeout, sessions: map[string]*Session{}, mux: http.NewServeMux()}
	if host, _, err := net.SplitHostPort(addr); err == nil && isLoopback(host) {
		s.hosts = map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true, host: true}
	}
	static, _ := fs.Sub(staticFiles, "static")
	files := http.FileServerFS(static)
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", files))
	s.mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFileFS(w, r, static, "index.html")
	})
	s.mux.HandleFunc("POST /api/new", s.handleNew)
	s.mux.HandleFunc("GET /api/variants", handleVariants)
	s.mux.HandleFunc("GET /api/state", s.withSession(func(w http.ResponseWriter, r *http.Request, g *Session) {
		writeJSON(w, http.StatusOK, g.State())
	}))
	s.mux.HandleFunc("GET /api/events", s.withSession(s.handleEvents))
	s.mux.HandleFunc("GET /api/view", s.withSession(handleView))
	s.mux.HandleFunc("GET /api/preview", s.withSession(handlePreview))
	s.mux.HandleFunc("GET /api/record", s.withSession(handleRecord))
	s.mux.HandleFunc("POST /api/step", s.handleStep)
	s.mux.HandleFunc("POST /api/undo", s.handleAction(func(g *Session, _ action) error { return g.Undo() }))
	s.mux.HandleFunc("POST /api/pause", s.handleAction(func(g *Session, _ action) error { g.Pause(); return nil }))
	s.mux.HandleFunc("POST /api/resume", s.handleAction(func(g *Session, a action) error { return g.Resume(a.Force) }))
	s.mux.HandleFunc("POST /api/analyse", s.handleAction(func(g *Session, a action) error { return g.Analyse(a.MultiPV, a.MoveTime) }))
	s.mux.HandleFunc("POST /api/stop", s.handleAction(func(g *Session, _ action) error { g.StopAnalysis(); return nil }))
	s.mux.HandleFunc("POST /api/flip", s.handleAction(func(g *Session, _ action) error { g.Flip(); return nil }))
	s.mux.HandleFunc("POST /api/load", s.handleLoad)
	return s
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// ServeHTTP checks what every request must pass, then routes it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; frame-ancestors 'none'")
	if s.hosts != nil {
		host := r.Host
		if hh, _, err := net.SplitHostPort(host); err == nil {
			host = hh
		}
		host = strings.Trim(host, "[]")
		if !s.hosts[host] {
			httpError(w, http.StatusForbidden, "host %q is not served: the GUI answers on localhost", r.Host)
			return
		}
	}
	if !sameOrigin(r) {
		httpError(w, http.StatusForbidden, "cross-origin request refused")
		return
	}
	if len(r.URL.RawQuery) > 4096 || len(r.URL.Path) > 1024 {
		httpError(w, http.StatusRequestURITooLong, "request line too long")
		return
	}
	s.mux.ServeHTTP(w, r)
}

// sameOrigin refuses requests a page of another site makes: an Origin
// header must name this host, and browsers' Sec-Fetch-Site must not say
// cross-site.
func sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true // not sent by a browser for same-origin GETs, nor by tools
	}
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host == r.Host
}

type errorBody struct {
	Error string `json:"error"`
}

func httpError(w http.ResponseWriter, code int, format string, args ...any) {
	writeJSON(w, code, errorBody{Error: fmt.Sprintf(format, args...)})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

// readBody reads a request body of at most limit bytes under the server's
// body deadline, answering 4xx itself when it cannot.
func (s *Server) readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, bool) {
	// Not every ResponseWriter can set deadlines (a test's recorder
	// cannot); the server's own can.
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.bodyTimeout))
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooBig *http.MaxBytesError
		var netErr net.Error
		switch {
		case errors.As(err, &tooBig):
			httpError(w, http.StatusRequestEntityTooLarge, "body larger than %d bytes", limit)
		case errors.As(err, &netErr) && netErr.Timeout():
			w.Header().Set("Connection", "close")
			httpError(w, http.StatusRequestTimeout, "the request body did not arrive within %v", s.bodyTimeout)
		default:
			httpError(w, http.StatusBadRequest, "reading the body: %v", err)
		}
		return nil, false
	}
	return body, true
}

// decode reads a JSON object of at most maxJSONBody bytes into v, answering
// 4xx itself when it cannot. Only an object will do: null, an array or a
// number is refused like any malformed body.
func (s *Server) decode(w http.ResponseWriter, r *http.Request, v any) bool {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		httpError(w, http.StatusUnsupportedMediaType, "want a JSON body (Content-Type: application/json)")
		return false
	}
	body, ok := s.readBody(w, r, maxJSONBody)
	if !ok {
		return false
	}
	if trimmed := bytes.TrimSpace(body); len(trimmed) == 0 || trimmed[0] != '{' {
		httpError(w, http.StatusBadRequest, "malformed JSON body: want an object {...}")
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		httpError(w, http.StatusBadRequest, "malformed JSON body: %v", err)
		return false
	}
	if dec.More() {
		httpError(w, http.StatusBadRequest, "malformed JSON body: more than one value")
		return false
	}
	return true
}

func newID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// add keeps a new session, dropping the one unused longest if there are
// too many.
func (s *Server) add(g *Session) {
	s.mu.Lock()
	var drop *Session
	if len(s.sessions) >= maxSessions {
		for _, o := range s.sessions {
			o.mu.Lock()
			used := o.lastUsed
			o.mu.Unlock()
			if drop == nil || used.Before(drop.lastUsed) {
				drop = o
			}
		}
		delete(s.sessions, drop.ID)
	}
	s.sessions[g.ID] = g
	s.mu.Unlock()
	if drop != nil {
		drop.close()
	}
}

func (s *Server) session(id string) *Session {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sessions[id]
}

// Close ends every session's engine.
func (s *Server) Close() {
	s.mu.Lock()
	all := make([]*Session, 0, len(s.sessions))
	for _, g := range s.sessions {
		all = append(all, g)
	}
	s.sessions = map[string]*Session{}
	s.mu.Unlock()
	for _, g := range all {
		g.close()
	}
	s.engines.close()
}

func (s *Server) withSession(h func(http.ResponseWriter, *http.Request, *Session)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.URL.Query().Get("game")
		g := s.session(id)
		if g == nil {
			httpError(w, http.StatusNotFound, "no game %q (it may have been closed: start a new one)", truncate(id, 40))
			return
		}
		h(w, r, g)
	}
}

func (s *Server) handleNew(w http.ResponseWriter, r *http.Request) {
	var cfg Config
	if !s.decode(w, r, &cfg) {
		return
	}
	g, err := newSession(newID(), cfg, s.engines)
	if err != nil {
		httpError(w, http.StatusBadRequest, "%v", err)
		return
	}
	s.add(g)
	g.mu.Lock()
	g.changed() // the engine starts if it moves first
	st := g.state()
	g.mu.Unlock()
	writeJSON(w, http.StatusOK, st)
}

// action is the body of the POST requests that act on a session.
type action struct {
	Game     string `json:"game"`
	Step     string `json:"step,omitempty"`
	Force    bool   `json:"force,omitempty"`
	MultiPV  int    `json:"multipv,omitempty"`
	MoveTime int    `json:"movetime,omitempty"`
}

func (s *Server) handleAction(f func(*Session, action) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var a action
		if !s.decode(w, r, &a) {
			return
		}
		g := s.session(a.Game)
		if g == nil {
			httpError(w, http.StatusNotFound, "no game %q (it may have been closed: start a new one)", truncate(a.Game, 40))
			return
		}
		if err := f(g, a); err != nil {
			code := http.StatusInternalServerError
			var ref errRefused
			var bad errBadRequest
			switch {
			case errors.As(err, &bad):
				code = http.StatusBadRequest
			case errors.As(err, &ref):
				code = http.StatusConflict
			}
			httpError(w, code, "%v", err)
			return
		}
		writeJSON(w, http.StatusOK, g.State())
	}
}

// handleStep plays a step; an illegal one gets 422 and the reason.
func (s *Server) handleStep(w http.ResponseWriter, r *http.Request) {
	s.handleAction(func(g *Session, a action) error {
		if strings.TrimSpace(a.Step) == "" {
			return refuse("no step given")
		}
		return g.Step(a.Step)
	})(&statusRewriter{ResponseWriter: w}, r)
}

// statusRewriter turns the 409 of a refused step into 422: the step is
// understood but not allowed.
type statusRewriter struct{ http.ResponseWriter }

func (s *statusRewriter) WriteHeader(code int) {
	if code == http.StatusConflict {
		code = http.StatusUnprocessableEntity
	}
	s.ResponseWriter.WriteHeader(code)
}

// handleEvents streams the session's state as server-sent events: the
// current state at once (so a page that reconnects is up to date), then
// every change.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request, g *Session) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	ch, first := g.subscribe()
	defer g.unsubscribe(ch)
	w.WriteHeader(http.StatusOK)
	send := func(b []byte) bool {
		if _, err := fmt.Fprintf(w, "event: state\ndata: %s\n\n", b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send(first) {
		return
	}
	ping := time.NewTicker(15 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case b, ok := <-ch:
			if !ok || !send(b) {
				return
			}
		case <-ping.C:
			if _, err := io.WriteString(w, ": ping\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		}
	}
}

// View is one earlier position of a game, for the move list's navigation.
type View struct {
	Ply int    `json:"ply"`
	FEN string `json:"fen"`
	SVG string `json:"svg"`
}

func handleView(w http.ResponseWriter, r *http.Request, g *Session) {
	ply, err := strconv.Atoi(r.URL.Query().Get("ply"))
	g.mu.Lock()
	defer g.mu.Unlock()
	if err != nil || ply < 0 || ply >= len(g.fens) {
		httpError(w, http.StatusBadRequest, "ply: want a whole number 0..%d", len(g.fens)-1)
		return
	}
	p, err := board.Parse(g.fens[ply])
	if err != nil {
		httpError(w, http.StatusInternalServerError, "%v", err)
		return
	}
	var path []string
	if ply > 0 {
		path = []string{g.turns[ply-1].Token}
	}
	writeJSON(w, http.StatusOK, View{Ply: ply, FEN: g.fens[ply], SVG: RenderSVG(p, RenderOptions{Path: path, Flip: g.blackBelow()})})
}

// handlePreview answers what the legal step ?step= would change (422 and
// the reason when it is not legal now).
func handlePreview(w http.ResponseWriter, r *http.Request, g *Session) {
	ans, err := g.Preview(r.URL.Query().Get("step"))
	var bad errBadRequest
	switch {
	case errors.As(err, &bad):
		httpError(w, http.StatusBadRequest, "%v", err)
	case err != nil:
		httpError(w, http.StatusUnprocessableEntity, "%v", err)
	default:
		writeJSON(w, http.StatusOK, ans)
	}
}

// handleRecord answers the game as a game record (docs/game-record.md).
func handleRecord(w http.ResponseWriter, r *http.Request, g *Session) {
	g.mu.Lock()
	rec := match.Game{White: g.names[0], Black: g.names[1], Start: g.start.Format(), TC: g.cfg.tcString(), Result: g.result, Reason: g.reason}
	for _, t := range g.turns {
		mt := match.Turn{Token: t.Token, Score: t.Score, Depth: t.Depth}
		rec.Turns = append(rec.Turns, mt)
	}
	g.mu.Unlock()
	var b bytes.Buffer
	if err := match.WriteRecord(&b, rec, match.RecordInfo{Event: "frozenchess gui", Round: 1, Number: 1}); err != nil {
		httpError(w, http.StatusInternalServerError, "%v", err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="frozenchess-game.txt"`)
	_, _ = w.Write(b.Bytes())
}

// RecordInfo describes one game of a loaded record file.
type RecordInfo struct {
	Index  int    `json:"index"`
	White  string `json:"white"`
	Black  string `json:"black"`
	Result string `json:"result"`
	Plies  int    `json:"plies"`
	Reason string `json:"reason,omitempty"`
}

// LoadAnswer is the answer to POST /api/load.
type LoadAnswer struct {
	Games []RecordInfo `json:"games"`
	State State        `json:"state"`
}

// handleLoad reads a game record file (the body, as text) and opens game
// ?index= of it (0 if not given) for analysis.
func (s *Server) handleLoad(w http.ResponseWriter, r *http.Request) {
	body, ok := s.readBody(w, r, maxRecordBody)
	if !ok {
		return
	}
	recs, err := match.ReadRecords(bytes.NewReader(body))
	if err != nil {
		httpError(w, http.StatusBadRequest, "record file: %v", err)
		return
	}
	if len(recs) == 0 {
		httpError(w, http.StatusBadRequest, "record file: no game in it")
		return
	}
	index := 0
	if v := r.URL.Query().Get("index"); v != "" {
		if index, err = strconv.Atoi(v); err != nil || index < 0 || index >= len(recs) {
			httpError(w, http.StatusBadRequest, "index: want 0..%d", len(recs)-1)
			return
		}
	}
	ans := LoadAnswer{}
	for i, rec := range recs {
		ans.Games = append(ans.Games, RecordInfo{Index: i, White: rec.Tags["White"], Black: rec.Tags["Black"],
			Result: rec.Result.String(), Plies: len(rec.Turns), Reason: rec.Tags["Termination"]})
	}
	rec := recs[index]
	start, ok := rec.Tags["FEN"]
	if !ok {
		start, ok = rec.Tags["Start"] // records before the PGN tags
	}
	if !ok {
		// A record without its start: its variant's (the Variant tag is
		// the UCI_Variant name of a variant other than 13.0).
		start = board.StartFEN
		if v, found := board.VariantByName(rec.Tags["Variant"]); found {
			start = v.Start
		}
	}
	g, err := newSession(newID(), Config{Mode: ModeAnalyse, Position: start}, s.engines)
	if err != nil {
		httpError(w, http.StatusBadRequest, "game %d: Start: %v", index, err)
		return
	}
	turns := make([]Turn, len(rec.Turns))
	for i, t := range rec.Turns {
		turns[i] = Turn{Token: t}
		if i < len(rec.Notes) { // the scores draw the graph
			turns[i].Score, turns[i].Depth = rec.Notes[i].Score, rec.Notes[i].Depth
		}
	}
	g.mu.Lock()
	err = g.replay(turns)
	g.names = [2]string{orDefault(rec.Tags["White"], "white"), orDefault(rec.Tags["Black"], "black")}
	if err == nil && g.result.String() == "*" && rec.Result.String() != "*" {
		// A forfeit or an adjudication: the rules cannot derive it.
		g.result, g.reason = rec.Result, rec.Tags["Termination"]
	}
	g.mu.Unlock()
	if err != nil {
		httpError(w, http.StatusBadRequest, "game %d: %v", index, err)
		return
	}
	s.add(g)
	g.mu.Lock()
	g.version++
	ans.State = g.state()
	g.mu.Unlock()
	sort.Slice(ans.Games, func(i, j int) bool { return ans.Games[i].Index < ans.Games[j].Index })
	writeJSON(w, http.StatusOK, ans)
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// Serve listens on addr and serves the GUI until ctx ends (then it closes
// the connections and ends the engines) or the listener fails.
func Serve(ctx context.Context, addr string, engines EngineFactory, ready func(url string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	s := NewServer(engines, ln.Addr().String())
	defer s.Close()
	if ready != nil {
		ready("http://" + ln.Addr().String() + "/")
	}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	go func() {
		<-ctx.Done()
		_ = srv.Close() // the event streams never end by themselves
	}()
	if err := srv.Serve(ln); ctx.Err() == nil {
		return err
	}
	return nil
}
