package movegen

import "github.com/frozenchess/engine/board"

// Bishop conversion (V13-BISHOP-CONVERT): the bishop has Conversion along
// its diagonals (V13-CONVERSION, conversion.go), as the queen and the
// dragon do. Its reach is its own diagonal line, the one it captures with
// (line 395: on diagonals its move and capture coincide), within its
// diagonal range; its one-square orthogonal step never converts, since it
// does not capture. Written <bishop>!convert-<target>; the cost and the
// refused targets are Conversion's.
var bishopConversion = conversionRule{Type: board.Bishop, Catalog: "V13-BISHOP-CONVERT"}
