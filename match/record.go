package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
)

// Game records (docs/game-record.md), in the spirit of PGN: tag lines, then
// the turns numbered by full move with a comment each, then the result.

// RecordInfo is what a record says about a game beyond the game itself.
type RecordInfo struct {
	Event, Site string
	Round       int // the tournament's round
	Number      int // the game's number in the tournament
	// Config is the hash of the match's identity (MatchIdentity.Hash) and
	// Shard the part of the match that played the game ("K/N"); each is
	// written as a tag when it is not "", so that fcmatch merge can refuse
	// records of another match.
	Config, Shard string
}

// Variant is the records' Variant tag of a FrozenChess 13.0 game; a game of
// another variant has its UCI_Variant name there (frozenchess8), as its
// FEN tag has it in its variant section.
const Variant = "FrozenChess"

// variantTag is the Variant tag of a game that starts from start.
func variantTag(start *board.Position) string {
	if start == nil || start.Variant == board.FrozenChess {
		return Variant
	}
	return start.Variant.Name
}

// WriteRecord writes one game record with the standard PGN tags (Event,
// Site, Date, Round, White, Black, Result) first, then Termination,
// TimeControl, Variant, SetUp and FEN (the start position string), and
// fcmatch's own (GameNumber, Plies, and ConfigHash and Shard when info has them). It writes the record with one Write, so
// a file written to directly never holds half a record unless the write
// itself is cut.
func WriteRecord(w io.Writer, g Game, info RecordInfo) error {
	site := info.Site
	if site == "" {
		site = "?"
	}
	date := "????.??.??"
	if !g.Date.IsZero() {
		date = g.Date.Format("2006.01.02")
	}
	tags := [][2]string{
		{"Event", info.Event},
		{"Site", site},
		{"Date", date},
		{"Round", strconv.Itoa(info.Round)},
		{"White", g.White},
		{"Black", g.Black},
		{"Result", g.Result.String()},
		{"Termination", g.Reason},
		{"TimeControl", g.TC},
	}
	if g.BlackTC != "" {
		tags = append(tags, [2]string{"WhiteTimeControl", g.TC}, [2]string{"BlackTimeControl", g.BlackTC})
	}
	startPos, _ := board.Parse(g.Start)
	tags = append(tags, [][2]string{
		{"Variant", variantTag(startPos)},
		{"SetUp", "1"},
		{"FEN", g.Start},
		{"GameNumber", strconv.Itoa(info.Number)},
		{"Plies", strconv.Itoa(len(g.Turns))},
	}...)
	if info.Config != "" {
		tags = append(tags, [2]string{"ConfigHash", info.Config})
	}
	if info.Shard != "" {
		tags = append(tags, [2]string{"Shard", info.Shard})
	}
	var b strings.Builder
	for _, t := range tags {
		fmt.Fprintf(&b, "[%s %s]\n", t[0], strconv.Quote(t[1]))
	}
	b.WriteString("\n")
	whiteToMove := true
	if startPos != nil {
		whiteToMove = startPos.SideToMove() == board.White
	}
	move, col := 1, 0
	for i, t := range g.Turns {
		var piece string
		if whiteToMove {
			piece = fmt.Sprintf("%d. ", move)
		} else if i == 0 {
			piece = fmt.Sprintf("%d... ", move)
		}
		comment := fmt.Sprintf("{%.3fs", t.Time.Seconds())
		if t.Score != "" {
			comment += " " + t.Score
		}
		if t.Depth > 0 {
			comment += fmt.Sprintf(" d%d", t.Depth)
		}
		piece += t.Token + " " + comment + "} "
		if !whiteToMove {
			move++
		}
		whiteToMove = !whiteToMove
		if col > 0 && col+len(piece) > 100 {
			b.WriteString("\n")
			col = 0
		}
		b.WriteString(piece)
		col += len(piece)
	}
	b.WriteString(g.Result.String() + "\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

var (
	tagLine    = regexp.MustCompile(`^\[(\w+) (".*")\]$`)
	moveNumber = regexp.MustCompile(`^\d+\.(\.\.)?$`)
	resultWord = map[string]rules.Result{"1-0": rules.WhiteWins, "0-1": rules.BlackWins, "1/2-1/2": rules.Draw, "*": rules.Ongoing}
)

// Record is a parsed game record.
type Record struct {
	Tags  map[string]string
	Turns []string
	// Notes holds, beside each turn, what its comment says (the time, the
	// engine's score and depth, as Write puts them); zero where a turn has
	// no comment or another kind of comment.
	Notes  []TurnNote
	Result rules.Result
	// Broken says why the record is not whole (cut off before its result,
	// inside a comment or a tag), or is "". Replay refuses a broken record.
	Broken string
	ended  bool // the move text ended with a result
}

// ReadRecords parses every game record of r.
func ReadRecords(r io.Reader) ([]Record, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []Record
	cur := Record{Tags: map[string]string{}}
	inMoves := false
	line := 0
	flush := func() {
		if len(cur.Tags) > 0 || len(cur.Turns) > 0 || cur.Broken != "" {
			if cur.Broken == "" && !cur.ended {
				cur.Broken = fmt.Sprintf("cut off: no result after %d turns", len(cur.Turns))
				if n, ok := cur.Tags["Plies"]; ok {
					cur.Broken += " (the Plies tag says " + n + ")"
				}
			}
			out = append(out, cur)
		}
		cur = Record{Tags: map[string]string{}}
		inMoves = false
	}
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if m := tagLine.FindStringSubmatch(text); m != nil {
			if inMoves {
				flush()
			}
			v, err := strconv.Unquote(m[2])
			if err != nil {
				return out, fmt.Errorf("line %d: bad tag value %s", line, m[2])
			}
			cur.Tags[m[1]] = v
			continue
		}
		if strings.HasPrefix(text, "[") && !inMoves {
			// A tag line cut short: the record ends here.
			if cur.Broken == "" {
				cur.Broken = fmt.Sprintf("cut off inside a tag line (line %d)", line)
			}
			continue
		}
		inMoves = true
		// Read move numbers, turns and the result; a comment notes the turn
		// before it.
		for text != "" {
			words, comment, rest := text, "", ""
			if i := strings.IndexByte(text, '{'); i >= 0 {
				j := strings.IndexByte(text[i:], '}')
				if j < 0 {
					if cur.Broken == "" {
						cur.Broken = fmt.Sprintf("cut off inside a comment (line %d)", line)
					}
					words = text[:i]
				} else {
					words, comment, rest = text[:i], text[i+1:i+j], text[i+j+1:]
				}
			}
			for _, w := range strings.Fields(words) {
				if moveNumber.MatchString(w) {
					continue
				}
				if res, ok := resultWord[w]; ok {
					cur.Result = res
					cur.ended = true
					continue
				}
				if cur.ended && cur.Broken == "" {
					cur.Broken = fmt.Sprintf("turn %q after the result (line %d)", truncate(w, 40), line)
				}
				cur.Turns = append(cur.Turns, w)
				cur.Notes = append(cur.Notes, TurnNote{})
			}
			if n := len(cur.Notes); comment != "" && n > 0 && !cur.ended && cur.Notes[n-1] == (TurnNote{}) {
				cur.Notes[n-1] = ParseTurnNote(comment) // the first comment that says something
			}
			text = rest
		}
	}
	flush()
	return out, sc.Err()
}

// TurnNote is what a turn's comment says, as Write puts it: "{0.026s cp 35
// d5}" (the time spent, the engine's last score, the depth).
type TurnNote struct {
	Time  time.Duration
	Score string // "cp 35", "mate -3", or ""
	Depth int
}

// ParseTurnNote reads a turn's comment (without its braces). What it does
// not know (a comment of another kind, or of another tool) is skipped: the
// note then holds what it could read, possibly nothing.
func ParseTurnNote(comment string) TurnNote {
	var n TurnNote
	f := strings.Fields(comment)
	for i := 0; i < len(f); i++ {
		w := f[i]
		switch {
		case (w == "cp" || w == "mate") && i+1 < len(f):
			if _, err := strconv.Atoi(f[i+1]); err == nil {
				n.Score = w + " " + f[i+1]
				i++
			}
		case strings.HasSuffix(w, "s") && n.Time == 0:
			if sec, err := strconv.ParseFloat(strings.TrimSuffix(w, "s"), 64); err == nil && sec >= 0 && sec < 1e9 {
				n.Time = time.Duration(sec * float64(time.Second))
			}
		case len(w) > 1 && w[0] == 'd':
			if d, err := strconv.Atoi(w[1:]); err == nil && d > 0 {
				n.Depth = d
			}
		}
	}
	return n
}

// Replay re-plays a record with the rules core: every turn must be legal,
// and a result the rules decide (mate, stalemate, draws) must be the
// recorded one. It returns the final position.
func Replay(rec Record) (*board.Position, error) {
	if rec.Broken != "" {
		return nil, errors.New(rec.Broken)
	}
	if n, ok := rec.Tags["Plies"]; ok && n != strconv.Itoa(len(rec.Turns)) {
		return nil, fmt.Errorf("the Plies tag says %s turns, the record has %d (cut off?)", n, len(rec.Turns))
	}
	if r, ok := rec.Tags["Result"]; ok && r != rec.Result.String() {
		return nil, fmt.Errorf("the Result tag says %s, the move text ends with %s", r, rec.Result)
	}
	start, ok := rec.Tags["FEN"]
	if !ok {
		start, ok = rec.Tags["Start"] // records before the PGN tags
	}
	if !ok {
		return nil, fmt.Errorf("no FEN tag")
	}
	p, err := board.Parse(start)
	if err != nil {
		return nil, fmt.Errorf("FEN: %v", err)
	}
	if tag, ok := rec.Tags["Variant"]; ok && tag != variantTag(p) {
		return nil, fmt.Errorf("the Variant tag says %q, the FEN tag's position is %s (%s)", tag, p.Variant.Title, p.Variant.Name)
	}
	state := rules.Game{Pos: p}
	for i, tok := range rec.Turns {
		if res, why := rules.Outcome(state); res != rules.Ongoing {
			return p, fmt.Errorf("turn %d %q: the game was already over (%s, %s)", i+1, tok, res, why)
		}
		if err := state.Play(tok); err != nil {
			return p, fmt.Errorf("turn %d: %v", i+1, err)
		}
	}
	if res, why := rules.Outcome(state); res != rules.Ongoing && res != rec.Result {
		return p, fmt.Errorf("the rules say %s (%s), the record says %s", res, why, rec.Result)
	}
	return p, nil
}

// formatDuration prints durations for the summary.
func formatDuration(d time.Duration) string { return d.Round(time.Second).String() }

// SplitRecords cuts a records file into its records' texts: each begins
// with a tag line that follows a blank line or the start of the file.
func SplitRecords(data []byte) [][]byte {
	var out [][]byte
	start := 0
	prevBlank := true
	for i := 0; i < len(data); {
		j := i
		for j < len(data) && data[j] != '\n' {
			j++
		}
		line := strings.TrimSpace(string(data[i:j]))
		if strings.HasPrefix(line, "[") && prevBlank && i > start {
			out = append(out, data[start:i])
			start = i
		}
		prevBlank = line == ""
		i = j + 1
	}
	if start < len(data) {
		out = append(out, data[start:])
	}
	return out
}
