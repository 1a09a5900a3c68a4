package movegen

import "github.com/frozenchess/engine/board"

// Dragon conversion (V13-DRAGON-CONVERT): the dragon has Conversion along
// its diagonals (V13-CONVERSION, conversion.go). Its reach is its bishop
// line within its diagonal range (CRR included); its knight leap and its
// 2-square orthogonal leap never convert. Kind Immunity keeps enemy
// dragons out; eggs are their own kind and may be converted (then they
// stay bound to their dragon: only the side changes). Written
// <dragon>!convert-<target>.
var dragonConversion = conversionRule{Type: board.Dragon, Catalog: "V13-DRAGON-CONVERT"}
