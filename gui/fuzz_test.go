package gui

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzHandlers sends any method, path and body to the server: no answer
// may be a 5xx and nothing may panic. The engines fail to start, so the
// fuzzer exercises the handlers and the rules, not searches.
func FuzzHandlers(f *testing.F) {
	for _, seed := range []struct{ method, path, body string }{
		{"POST", "/api/new", `{"mode":"analyse"}`},
		{"POST", "/api/new", `{"mode":"play","human":"black","nodes":5}`},
		{"POST", "/api/new", `{"position":"K15/16/16/16/12r3/16/16/16/16/16/16/10q5/16/16/16/8k7 w"}`},
		{"POST", "/api/new", `{"mode":"analyse","variant":"frozenchess12a"}`},
		{"POST", "/api/new", `{"variant":"frozenchess12a","position":"6K5/12/12/12/12/12/12/12/12/12/12/6k5 w"}`},
		{"POST", "/api/new", `{"variant":"chess"}`},
		{"GET", "/api/variants", ""},
		{"POST", "/api/step", `{"game":"GAME","step":"h4-h5"}`},
		{"POST", "/api/step", `{"game":"GAME","step":"a1!raise"}`},
		{"POST", "/api/resume", `{"game":"GAME","force":true}`},
		{"POST", "/api/undo", `{"game":"GAME"}`},
		{"GET", "/api/view?game=GAME&ply=1", ""},
		{"POST", "/api/step", `{"game":"` + "\x00" + `","step":"` + strings.Repeat("a1-", 100) + `"}`},
		{"POST", "/api/analyse", `{"game":"x","multipv":3,"movetime":100}`},
		{"POST", "/api/load?index=0", "[Start \"x\"]\n\n1. h4-h5 *\n"},
		{"POST", "/api/load", "{{{{"},
		{"GET", "/api/view?game=x&ply=-1", ""},
		{"GET", "/static/../../etc/passwd", ""},
		{"GET", "/api/record?game=", ""},
		{"DELETE", "/", ""},
		{"GET", "/api/events?game=GAME", ""},
	} {
		f.Add(seed.method, seed.path, seed.body)
	}
	srv := NewServer(func() (Engine, error) { return nil, errEngineGone }, "127.0.0.1:0")
	defer srv.Close()
	// One live game the fuzzed steps and loads act on.
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/api/new", strings.NewReader(`{"mode":"analyse"}`))
	req.Host = "127.0.0.1:8080"
	srv.ServeHTTP(rec, req)
	require.Equal(f, http.StatusOK, rec.Code)
	id := rec.Body.String()[strings.Index(rec.Body.String(), `"id":"`)+6:][:16]
	f.Fuzz(func(t *testing.T, method, path, body string) {
		if !strings.HasPrefix(path, "/") {
			path = "/" + path
		}
		path = strings.ReplaceAll(path, "GAME", id)
		req, err := http.NewRequest(method, "http://127.0.0.1:8080"+path, strings.NewReader(strings.ReplaceAll(body, "GAME", id)))
		if err != nil {
			return // not a request a client could send
		}
		req.Host = "127.0.0.1:8080"
		// A page that has gone: the event stream sends one state and ends.
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, req.WithContext(ctx))
		if rec.Code >= 500 {
			t.Fatalf("%s %q %q: %d %s", method, path, body, rec.Code, rec.Body.String())
		}
	})
}
