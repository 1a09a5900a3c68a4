package movegen

import "github.com/frozenchess/engine/board"

// Queen conversion (V13-QUEEN-CONVERT): the queen has Conversion along her
// diagonals (V13-CONVERSION, conversion.go). Her reach is her diagonal
// line within her diagonal range (its own CRR class, V13-CRR ruling); her
// rook lines and knight leaps never convert (the rule gives Conversion to
// ranged diagonal moves only). Kind Immunity keeps enemy queens and the
// queen's tokens (Queen kind) out. Her Shadow token has no abilities and
// does not convert. Written <queen>!convert-<target>.
var queenConversion = conversionRule{Type: board.Queen, Catalog: "V13-QUEEN-CONVERT"}
