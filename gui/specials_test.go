package gui

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (c *client) preview(id, step string) (int, PreviewAnswer, string) {
	c.t.Helper()
	code, body := c.get("/api/preview?game=" + id + "&step=" + url.QueryEscape(step))
	var ans PreviewAnswer
	if code == http.StatusOK {
		require.NoError(c.t, json.Unmarshal(body, &ans))
	}
	return code, ans, string(body)
}

// blastPosition: White's cannon on h2 faces Black's pawns on h6 and g7.
const blastPosition = "4K11/16/16/16/16/16/16/16/16/6P9/7P8/16/16/16/7o8/8k7 w"

// TestSpecialPreviews: the preview of a special move is the board's change
// when it is made: the units that move and where they land, the units that
// leave the board, the mover's paralysis as its cost (V13-ROTATE, V13-PULL,
// V13-SWAPSHOT, V13-CANNON-BLAST, V13-TERRAIN-ADJUST).
func TestSpecialPreviews(t *testing.T) {
	c, _ := newTestServer(t)
	games := map[string]string{}
	for _, pos := range []string{rotatePosition, pullPosition, blastPosition} {
		games[pos] = c.newGame(Config{Mode: ModeAnalyse, Position: pos}).ID
	}
	for _, tc := range []struct {
		name, position, step string
		moves                []PreviewMove
		gone, changed        []string
		cost                 string
	}{
		{"V13-ROTATE a 3x3 block by 90 degrees", rotatePosition, "c3!rotate:3x90",
			[]PreviewMove{{"c3", "c5"}, {"e3", "c3"}, {"e5", "e3"}}, nil, nil, "no paralysis"},
		{"V13-ROTATE by 180 degrees", rotatePosition, "c3!rotate:3x180",
			[]PreviewMove{{"c3", "e5"}, {"e3", "c5"}, {"e5", "c3"}}, nil, nil, "no paralysis"},
		{"V13-PULL 3 squares costs a turn", pullPosition, "d2!pull-d8:3",
			[]PreviewMove{{"d8", "d5"}}, nil, nil, "paralyses the unit 1 turn, range 6"},
		{"V13-PULL 1 square costs nothing", pullPosition, "d2!pull-d8:1",
			[]PreviewMove{{"d8", "d7"}}, nil, nil, "no paralysis, range 6"},
		{"V13-SWAPSHOT", pullPosition, "d2!swap-d8",
			[]PreviewMove{{"d2", "d8"}, {"d8", "d2"}}, nil, nil, "range 6"},
		{"V13-CANNON-BLAST: the 3x3 around h6", blastPosition, "h2!blast-h6",
			nil, []string{"h6", "g7"}, []string{"h6", "g7"}, "range 4"},
		{"V13-TERRAIN-ADJUST raise", pullPosition, "d2!raise", nil, nil, []string{"d2"}, "no paralysis"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, ans, body := c.preview(games[tc.position], tc.step)
			require.Equal(t, http.StatusOK, code, body)
			assert.Equal(t, tc.step, ans.Step)
			assert.Equal(t, tc.moves, ans.Preview.Moves)
			assert.Equal(t, tc.gone, ans.Preview.Gone)
			for _, sq := range tc.changed {
				assert.Contains(t, ans.Preview.Changed, sq)
			}
			assert.Contains(t, ans.Cost, tc.cost)
		})
	}
	// A preview changes nothing.
	st := c.state(games[rotatePosition])
	assert.Empty(t, st.Turns)
	assert.Equal(t, rotatePosition, st.FEN)
}

func TestSpecialPreviewRefused(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: pullPosition})
	busy := c.newGame(Config{Mode: ModePlay, Human: "black", MoveTime: 5000})
	for _, tc := range []struct {
		name, game, step string
		code             int
	}{
		{"not a legal step", st.ID, "d2!pull-d8:7", http.StatusUnprocessableEntity},
		{"garbage", st.ID, "hello", http.StatusUnprocessableEntity},
		{"the engine's turn", busy.ID, "h4-h5", http.StatusUnprocessableEntity},
		{"too long", st.ID, string(make([]byte, 300)), http.StatusBadRequest},
		{"unknown game", "nope", "d2!raise", http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, body := c.preview(tc.game, tc.step)
			assert.Equal(t, tc.code, code, body)
		})
	}
}

// TestSpecialGroups: the state names and groups the special moves it
// lists, each with its explanation.
func TestSpecialGroups(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: blastPosition})
	for _, tc := range []struct{ name, group, title string }{
		{"rotate", GroupRelocation, "Rotate"},
		{"blast", GroupAbility, "Cannon Blast"},
		{"morph", GroupGeneric, "Morph"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, ok := st.Specials[tc.name]
			require.True(t, ok, "%s is offered", tc.name)
			assert.Equal(t, tc.group, k.Group)
			assert.Equal(t, tc.title, k.Title)
			assert.NotEmpty(t, k.Explain)
		})
	}
	for _, l := range st.Legal {
		if l.Kind == "special" {
			_, ok := st.Specials[l.Name]
			assert.True(t, ok, "%s has its kind", l.Text)
		}
	}
}

// TestSpecialInfosCoverEveryName: every special move of the rules has its
// title and line of explanation.
func TestSpecialInfosCoverEveryName(t *testing.T) {
	n := 0
	for sp := movegen.Special(1); sp != 0; sp++ {
		if d := sp.Def(); d != nil {
			n++
			assert.Contains(t, specialInfos, d.Name)
			assert.NotEmpty(t, specialInfos[d.Name].explain, d.Name)
		}
	}
	assert.Greater(t, n, 50, "the rules' special moves")
	for _, name := range []string{"rotate", "pull", "pullthrough", "shift", "push", "swap", "blast", "mind"} {
		assert.NotEmpty(t, specialInfos[name].explain, name)
	}
}

// TestEngineThinkingIsShown: while the engine searches its turn in play,
// the state carries its newest line (depth, score, nodes, speed, PV);
// once it has stopped, none.
func TestEngineThinkingIsShown(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "black", MoveTime: 20000})
	st = c.waitFor(st.ID, "the engine's line", func(s State) bool { return s.Thinking && s.Live != nil && s.Live.PV != "" })
	assert.Positive(t, st.Live.Depth)
	assert.NotEmpty(t, st.Live.Score)
	assert.Positive(t, st.Live.Nodes)
	code, body := c.post("/api/pause", action{Game: st.ID})
	require.Equal(t, http.StatusOK, code, string(body))
	st = c.state(st.ID)
	assert.False(t, st.Thinking)
	assert.Nil(t, st.Live, "a stopped search shows no line")
}

func TestParseInfo(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Line
		ok   bool
	}{
		{"info depth 3 seldepth 4 multipv 2 score cp -35 nodes 1200 nps 40000 time 30 pv h4-h5 a13-a12",
			Line{MultiPV: 2, Depth: 3, Score: "cp -35", Nodes: 1200, NPS: 40000, PV: "h4-h5 a13-a12"}, true},
		{"info depth 9 score mate 2 nodes 5 pv a1!raise", Line{MultiPV: 1, Depth: 9, Score: "mate 2", Nodes: 5, PV: "a1!raise"}, true},
		{"info nodes 18176 nps 34276 hashfull 2 time 530", Line{MultiPV: 1, Nodes: 18176, NPS: 34276}, false},
		{"bestmove h4-h5", Line{}, false},
	} {
		t.Run(tc.line, func(t *testing.T) {
			got, ok := parseInfo(tc.line)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.want, got)
		})
	}
}
