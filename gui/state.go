package gui

import (
	"encoding/json"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
)

// LegalStep is one step the side to move may make now, as the page offers it.
type LegalStep struct {
	From string `json:"from,omitempty"` // empty for Null and End
	To   string `json:"to,omitempty"`
	Text string `json:"text"` // the notation, as sent back to /api/step
	Kind string `json:"kind"` // move, capture, shot, wallhit, siege, special, respawn, end, null
	// Special moves only: the notation's name (pull, rotate, ...), the key
	// of State.Specials. Their cost and preview come from /api/preview.
	Name string `json:"name,omitempty"`
}

// State is what the page shows of a session (GET /api/state, and every
// server-sent event).
type State struct {
	ID        string      `json:"id"`
	Version   int         `json:"version"`
	Mode      string      `json:"mode"`
	Human     string      `json:"human"`
	TC        string      `json:"tc"`
	Player    string      `json:"player"`
	Variant   VariantInfo `json:"variant"` // the game being played: its name, title, board size and letters
	White     string      `json:"white"`
	Black     string      `json:"black"`
	ToMove    string      `json:"toMove"`
	HumanTurn bool        `json:"humanTurn"`
	Ply       int         `json:"ply"`
	FEN       string      `json:"fen"`
	Start     string      `json:"start"`
	SVG       string      `json:"svg"`
	Result    string      `json:"result"`
	Reason    string      `json:"reason,omitempty"`
	Partial   []string    `json:"partial"`
	Legal     []LegalStep `json:"legal"`
	// Specials names, explains and groups the special moves of Legal.
	Specials  map[string]SpecialKind `json:"specials"`
	Turns     []Turn                 `json:"turns"`
	Thinking  bool                   `json:"thinking"`
	Analysing bool                   `json:"analysing"`
	Paused    bool                   `json:"paused"`
	Flipped   bool                   `json:"flipped"`          // Black at the bottom
	Clocks    *[2]int                `json:"clocks,omitempty"` // on clocks: White's and Black's time left now, in milliseconds
	ClockSide string                 `json:"clockSide"`        // the side whose time runs, or ""
	Analysis  []Line                 `json:"analysis"`
	Live      *Line                  `json:"live,omitempty"` // the engine's newest line while it thinks about its turn (play, watch)
	Notice    string                 `json:"notice,omitempty"`
	InCheck   bool                   `json:"inCheck"`
}

var kindNames = map[movegen.Kind]string{
	movegen.KindMove: "move", movegen.KindCapture: "capture", movegen.KindShot: "shot",
	movegen.KindWallHit: "wallhit", movegen.KindEnd: "end", movegen.KindNull: "null",
	movegen.KindRespawn: "respawn", movegen.KindSiege: "siege", movegen.KindSpecial: "special",
}

// legalSteps lists the legal steps of the side to move.
func legalSteps(mg *movegen.Game) []LegalStep {
	p := mg.Pos
	steps := mg.Legal(0, nil)
	out := make([]LegalStep, 0, len(steps))
	for _, st := range steps {
		ls := LegalStep{Text: movegen.FormatStep(p, st), Kind: kindNames[st.Kind()]}
		switch st.Kind() {
		case movegen.KindNull, movegen.KindEnd:
		case movegen.KindRespawn:
			ls.To = st.To().String()
		default:
			ls.From, ls.To = st.From().String(), st.To().String()
		}
		if name := specialName(st); name != "" {
			ls.Kind = "special" // a Mind Control too: offered in the menu with the special moves
			ls.Name = name
		}
		out = append(out, ls)
	}
	return out
}

// state builds the page's view of the session. The caller holds s.mu.
func (s *Session) state() State {
	st := State{
		ID: s.ID, Version: s.version, Mode: s.cfg.Mode, Human: s.cfg.Human, TC: s.cfg.tcString(),
		Player: s.cfg.Player, Variant: variantInfo(s.start.Variant), White: s.names[board.White], Black: s.names[board.Black],
		ToMove: s.pos.SideToMove().String(), Ply: len(s.turns), FEN: s.pos.Format(), Start: s.start.Format(),
		Result: s.result.String(), Reason: s.reason, Partial: append([]string{}, s.partial...),
		Turns: append([]Turn{}, s.turns...), Thinking: s.thinking, Analysing: s.analysing,
		Paused: s.paused, Analysis: append([]Line{}, s.analysis...), Notice: s.notice, Live: s.live,
		Legal: []LegalStep{},
	}
	st.HumanTurn = s.result == rules.Ongoing && s.humanMoves() && !s.analysing && !s.thinking
	st.Specials = map[string]SpecialKind{}
	if st.HumanTurn {
		st.Legal = legalSteps(s.mg)
		for _, l := range st.Legal {
			if l.Name != "" {
				st.Specials[l.Name] = specialKind(l.Name)
			}
		}
	}
	st.InCheck = s.result == rules.Ongoing && s.mg.InCheck(s.pos.SideToMove())
	var path []string
	if len(s.partial) > 0 {
		path = s.partial
	} else if n := len(s.turns); n > 0 {
		path = []string{s.turns[n-1].Token}
	}
	st.Flipped = s.blackBelow()
	st.Clocks, st.ClockSide = s.clocksNow()
	st.SVG = RenderSVG(s.pos, RenderOptions{Path: path, Flip: st.Flipped})
	return st
}

// publish sends the state to every page that follows the session. The
// caller holds s.mu. A slow page gets only the newest state.
func (s *Session) publish() {
	if len(s.subs) == 0 {
		return
	}
	b, err := json.Marshal(s.state())
	if err != nil {
		return
	}
	for ch := range s.subs {
		select {
		case ch <- b:
		default:
			select { // replace the unread older state
			case <-ch:
			default:
			}
			select {
			case ch <- b:
			default:
			}
		}
	}
}

// subscribe registers a page for state updates and returns the first state.
func (s *Session) subscribe() (chan []byte, []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ch := make(chan []byte, 1)
	s.subs[ch] = struct{}{}
	b, _ := json.Marshal(s.state())
	return ch, b
}

func (s *Session) unsubscribe(ch chan []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.subs[ch]; ok {
		delete(s.subs, ch)
		close(ch)
	}
}

// State returns the session's current state.
func (s *Session) State() State {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state()
}
