package gui

import (
	"net/http"

	"github.com/frozenchess/engine/board"
)

// VariantInfo is what the page needs to know of a variant (issue 48): its
// name for POST /api/new, its title for people, its board's size, which
// the drawing (svg.go) and the page's overlay follow, and its letters for
// the legend. The page learns everything from here, so a variant that
// board.Variants() gains appears in the GUI without a change to it.
type VariantInfo struct {
	Name    string       `json:"name"`  // the UCI_Variant name: frozenchess12a
	Title   string       `json:"title"` // FrozenChess 12A
	Files   int          `json:"files"` // the board's files (a.. ) and ranks (1.. )
	Ranks   int          `json:"ranks"`
	Letters []UnitLetter `json:"letters"` // the roster, in the order of the unit types
}

// UnitLetter is one type of a variant's roster and its letter.
type UnitLetter struct {
	Letter string `json:"letter"`
	Type   string `json:"type"`
}

// variantInfo describes v for the page.
func variantInfo(v *board.Variant) VariantInfo {
	info := VariantInfo{Name: v.Name, Title: v.Title, Files: int(v.Geometry.Files), Ranks: int(v.Geometry.Ranks), Letters: []UnitLetter{}}
	for t := board.UnitType(1); t < board.NumTypes; t++ {
		if l := v.Letter(t); l != 0 {
			info.Letters = append(info.Letters, UnitLetter{Letter: string(l), Type: v.Types[t].Name})
		}
	}
	return info
}

// handleVariants answers GET /api/variants: every variant of the rules, the
// default first, for the new-game dialog.
func handleVariants(w http.ResponseWriter, _ *http.Request) {
	all := board.Variants()
	out := make([]VariantInfo, 0, len(all))
	for _, v := range all {
		out = append(out, variantInfo(v))
	}
	writeJSON(w, http.StatusOK, out)
}
