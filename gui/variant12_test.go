package gui

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/match"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The GUI plays every variant of board.Variants() on its own board (issue
// 48): 13.0 and 8.0 on 16x16, the 12x12 texts (V12A-START) in the corner
// a1-l12. These tests loop over board.Variants(), so a variant registered
// later is checked without a change here.

// fileLetters are the letters of a board's files: "abcdefghijkl" for 12.
func fileLetters(files int) string {
	var b strings.Builder
	for f := range files {
		b.WriteByte(byte('a' + f))
	}
	return b.String()
}

var (
	drawnSquareRE = regexp.MustCompile(`<g class="sq (?:light|dark)" data-sq="([a-p]\d+)"`)
	fileCoordRE   = regexp.MustCompile(`<text class="coord file" x="\d+" y="\d+">([a-p])</text>`)
	rankCoordRE   = regexp.MustCompile(`<text class="coord rank" x="\d+" y="\d+">(\d+)</text>`)
)

// onBoard reports whether a square's name lies within files x ranks.
func onBoard(t *testing.T, name string, files, ranks int) bool {
	t.Helper()
	sq, err := board.ParseSquare(name)
	require.NoError(t, err, name)
	return sq.File() < files && sq.Rank() < ranks
}

// TestNewGameInEveryVariantV12ASTART: POST /api/new starts each variant
// from its start position; the state names the variant and its board's
// size; the SVG draws exactly the board's squares with its coordinates
// (12x12: 144 squares, files a-l, ranks 1-12) and every legal step lies on
// the board.
func TestNewGameInEveryVariantV12ASTART(t *testing.T) {
	c, _ := newTestServer(t)
	require.GreaterOrEqual(t, len(board.Variants()), 3, "13.0, 8.0 and 12A at least")
	for _, v := range board.Variants() {
		t.Run(v.Name, func(t *testing.T) {
			files, ranks := int(v.Geometry.Files), int(v.Geometry.Ranks)
			st := c.newGame(Config{Mode: ModeAnalyse, Variant: v.Name})
			assert.Equal(t, v.Start, st.FEN, "the variant's start")
			assert.Equal(t, v.Name, st.Variant.Name)
			assert.Equal(t, v.Title, st.Variant.Title)
			assert.Equal(t, [2]int{files, ranks}, [2]int{st.Variant.Files, st.Variant.Ranks})
			assert.Contains(t, st.SVG, fmt.Sprintf(`data-variant="%s" data-files="%d" data-ranks="%d"`, v.Name, files, ranks))
			assert.Contains(t, st.SVG, fmt.Sprintf(`viewBox="0 0 %d %d"`, files*sqPx+2*marginPx, ranks*sqPx+2*marginPx))

			drawn := drawnSquareRE.FindAllStringSubmatch(st.SVG, -1)
			assert.Len(t, drawn, files*ranks, "one square element per square of the board")
			for _, m := range drawn {
				assert.True(t, onBoard(t, m[1], files, ranks), "square %s is off the %dx%d board", m[1], files, ranks)
			}
			var fileText, rankText strings.Builder
			for _, m := range fileCoordRE.FindAllStringSubmatch(st.SVG, -1) {
				fileText.WriteString(m[1])
			}
			assert.Equal(t, doubled(fileLetters(files)), fileText.String(), "the files above and below the board")
			var wantRanks strings.Builder
			for r := 1; r <= ranks; r++ {
				fmt.Fprintf(&wantRanks, "%d%d", r, r)
			}
			for _, m := range rankCoordRE.FindAllStringSubmatch(st.SVG, -1) {
				rankText.WriteString(m[1])
			}
			assert.Equal(t, wantRanks.String(), rankText.String(), "the ranks on both sides, from rank 1 up")

			require.NotEmpty(t, st.Legal)
			for _, l := range st.Legal {
				for _, sq := range []string{l.From, l.To} {
					if sq != "" {
						assert.True(t, onBoard(t, sq, files, ranks), "step %s: %s is off the board", l.Text, sq)
					}
				}
			}
		})
	}
}

// doubled writes each letter twice: the coordinates go above and below
// each file.
func doubled(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(r)
		b.WriteRune(r)
	}
	return b.String()
}

// TestVariantsListed: GET /api/variants lists every variant of the rules,
// the default first, with its title, board and letters, for the new-game
// dialog.
func TestVariantsListed(t *testing.T) {
	c, _ := newTestServer(t)
	code, body := c.get("/api/variants")
	require.Equal(t, http.StatusOK, code, string(body))
	var got []VariantInfo
	require.NoError(t, json.Unmarshal(body, &got))
	require.Len(t, got, len(board.Variants()))
	for i, v := range board.Variants() {
		assert.Equal(t, v.Name, got[i].Name)
		assert.Equal(t, v.Title, got[i].Title)
		assert.Equal(t, int(v.Geometry.Files), got[i].Files, v.Name)
		assert.Equal(t, int(v.Geometry.Ranks), got[i].Ranks, v.Name)
		assert.NotEmpty(t, got[i].Letters, v.Name)
	}
	assert.Equal(t, board.FrozenChess.Name, got[0].Name, "the default first")

	byName := map[string]VariantInfo{}
	for _, v := range got {
		byName[v.Name] = v
	}
	v12 := byName["frozenchess12a"]
	assert.Equal(t, [2]int{12, 12}, [2]int{v12.Files, v12.Ranks}, "V12A-START: a 12x12 board")
	assert.Contains(t, v12.Letters, UnitLetter{Letter: "J", Type: "jester"}, "12A's roster")
	assert.NotContains(t, v12.Letters, UnitLetter{Letter: "F", Type: "frog"}, "13.0's frog is not in 12A (V12A-MISSING)")
	assert.Len(t, v12.Letters, 8, "pawn, rook, knight, bishop, dragon, jester, queen, king")
	assert.Contains(t, byName["frozenchess8"].Letters, UnitLetter{Letter: "Z", Type: "cannon"}, "8.0's cannon is Z")
}

// TestNewGameVariantRefused: a variant the rules do not know, or a position
// string that does not fit the variant's board, is a 400 with the reason;
// the list of names in the message is every variant's.
func TestNewGameVariantRefused(t *testing.T) {
	c, _ := newTestServer(t)
	names := board.VariantNames()
	want := strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	for _, tc := range []struct {
		name string
		cfg  Config
		msg  string
	}{
		{"an unknown name", Config{Variant: "chess"}, `variant "chess": want ` + want},
		{"a name in the wrong case", Config{Variant: "FrozenChess12A"}, `variant "FrozenChess12A": want ` + want},
		{"a name with a space", Config{Variant: " frozenchess12a"}, `variant " frozenchess12a": want ` + want},
		{"a 16x16 string read in 12A", Config{Variant: "frozenchess12a", Position: "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w"}, "want 12 ranks"},
		{"a 12x12 string read in 13.0", Config{Position: "6K5/12/12/12/12/12/12/12/12/12/12/6k5 w"}, "want 16 ranks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := c.post("/api/new", tc.cfg)
			assert.Equal(t, http.StatusBadRequest, code, string(body))
			var e errorBody
			require.NoError(t, json.Unmarshal(body, &e))
			assert.Contains(t, e.Error, tc.msg)
		})
	}
	assert.Contains(t, want, "frozenchess12a", "the 12x12 game is offered")
}

// TestGame12AByTheAPIV12ASTART: a 12A game against the engine: the
// person's step, the engine's answer (refereed by the rules core, so
// legal), the record with the variant in its Variant and FEN tags, and the
// record loaded back into a 12A game; a 12A position string names its
// variant itself, so it needs no variant field.
func TestGame12AByTheAPIV12ASTART(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Player: "greedy", Nodes: 200, Variant: "frozenchess12a"})
	require.True(t, hasStep(st, "e2-e3"), "a pawn's step")
	st = c.step(st.ID, "e2-e3")
	if len(st.Partial) > 0 {
		st = c.step(st.ID, "end")
	}
	st = c.waitFor(st.ID, "the engine's answer", func(s State) bool { return len(s.Turns) == 2 && !s.Thinking })
	assert.Equal(t, "*", st.Result, st.Reason)
	assert.Equal(t, "black", st.Turns[1].Side)
	assert.Contains(t, st.FEN, " variant:frozenchess12a")
	assert.Len(t, drawnSquareRE.FindAllString(st.SVG, -1), 144)
	path := regexp.MustCompile(`class="lastpath" data-path="([^"]*)"`).FindStringSubmatch(st.SVG)
	require.Len(t, path, 2, "the engine's turn is drawn")
	for _, sq := range strings.Fields(path[1]) {
		assert.True(t, onBoard(t, sq, 12, 12), "the path's %s", sq)
	}

	// The pool's engine that played 12A plays a 13.0 game next: a search
	// carries no variant from one game to the next (each sends its
	// position, and a 13.0 string has no variant section).
	g13 := c.newGame(Config{Mode: ModePlay, Human: "black", Player: "greedy", Nodes: 200})
	g13 = c.waitFor(g13.ID, "the engine's first turn in 13.0", func(s State) bool { return len(s.Turns) == 1 && !s.Thinking })
	assert.Equal(t, "*", g13.Result, g13.Reason)
	assert.Empty(t, g13.Notice)
	assert.Equal(t, board.FrozenChess.Name, g13.Variant.Name)

	code, body := c.get("/api/record?game=" + st.ID)
	require.Equal(t, http.StatusOK, code)
	rec := string(body)
	assert.Contains(t, rec, `[Variant "frozenchess12a"]`)
	assert.Contains(t, rec, `[FEN "`+board.StartFEN12A+`"]`)
	recs, err := match.ReadRecords(strings.NewReader(rec))
	require.NoError(t, err)
	require.Len(t, recs, 1)

	code, body = c.postRaw("/api/load", body)
	require.Equal(t, http.StatusOK, code, string(body))
	var ans LoadAnswer
	require.NoError(t, json.Unmarshal(body, &ans))
	assert.Equal(t, "frozenchess12a", ans.State.Variant.Name, "the record's game is 12A")
	require.Len(t, ans.State.Turns, 2)
	assert.Equal(t, st.Turns[1].Token, ans.State.Turns[1].Token)
	assert.Equal(t, st.FEN, ans.State.FEN)

	// Without its FEN tag, a record starts from its Variant tag's start.
	noFEN := regexp.MustCompile(`(?m)^\[(FEN|SetUp) .*\]\n`).ReplaceAllString(rec, "")
	code, body = c.postRaw("/api/load", []byte(noFEN))
	require.Equal(t, http.StatusOK, code, string(body))
	require.NoError(t, json.Unmarshal(body, &ans))
	assert.Equal(t, "frozenchess12a", ans.State.Variant.Name)
	assert.Equal(t, st.FEN, ans.State.FEN)

	// Navigation draws the earlier position on the same board.
	code, body = c.get("/api/view?game=" + st.ID + "&ply=0")
	require.Equal(t, http.StatusOK, code, string(body))
	var v View
	require.NoError(t, json.Unmarshal(body, &v))
	assert.Equal(t, board.StartFEN12A, v.FEN)
	assert.Len(t, drawnSquareRE.FindAllString(v.SVG, -1), 144)

	// A special move's preview (a SwapShot of the rook and the knight,
	// V12A-SWAPSHOT) names squares of the 12x12 board.
	an := c.newGame(Config{Mode: ModeAnalyse, Variant: "frozenchess12a"})
	require.True(t, hasStep(an, "a1!swap-b1"))
	code, ans12, why := c.preview(an.ID, "a1!swap-b1")
	require.Equal(t, http.StatusOK, code, why)
	assert.ElementsMatch(t, []PreviewMove{{From: "a1", To: "b1"}, {From: "b1", To: "a1"}}, ans12.Preview.Moves)

	// The position string's own variant section wins over the default.
	own := c.newGame(Config{Mode: ModeAnalyse, Position: "6K5/12/12/12/12/12/12/12/12/12/12/6k5 w variant:frozenchess12a"})
	assert.Equal(t, "frozenchess12a", own.Variant.Name)
	assert.Len(t, drawnSquareRE.FindAllString(own.SVG, -1), 144)
}

// TestRender12x12Corners: the 12x12 board's corners sit at the drawing's
// corners, a1 bottom left (top right when flipped) and l12 the other way,
// with no square of the 16x16 array beyond l12 drawn (V12A-START).
func TestRender12x12Corners(t *testing.T) {
	p := board.MustParse(board.StartFEN12A)
	far := marginPx + 11*sqPx
	for _, tc := range []struct {
		name    string
		flip    bool
		a1, l12 string
	}{
		{"White below", false, fmt.Sprintf("translate(%d %d)", marginPx, far), fmt.Sprintf("translate(%d %d)", far, marginPx)},
		{"Black below", true, fmt.Sprintf("translate(%d %d)", far, marginPx), fmt.Sprintf("translate(%d %d)", marginPx, far)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg := RenderSVG(p, RenderOptions{Flip: tc.flip, Path: []string{"e2-e3", "m13-m14"}})
			assert.Contains(t, svg, `data-sq="a1" transform="`+tc.a1+`"`)
			assert.Contains(t, svg, `data-sq="l12" transform="`+tc.l12+`"`)
			for _, off := range []string{"m1", "a13", "p16", "l13", "m12"} {
				assert.NotContains(t, svg, `data-sq="`+off+`"`, "%s is off the 12x12 board", off)
			}
			assert.Contains(t, svg, `class="lastpath" data-path="e2 e3"`, "a path's squares off the board are left out")
		})
	}
}
