package board

import farm "github.com/dgryski/go-farm"

// Zobrist hashing over the whole repetition key of catalog Q13.
//
// The state is far too rich for classic key tables (a unit id alone has 4096
// values, and counters go to 65535), so every hashed item is a triple
// (tag, a, b) whose key is a 64-bit mix of a per-tag salt and the two
// numbers. The salts are farm fingerprints of fixed names, so keys are the
// same on every run and every machine. The hash is the XOR of the keys of all
// items present; zero-valued items contribute nothing, so a setter updates
// the hash with key(old) ^ key(new).
type hashTag uint8

const (
	tagSide hashTag = iota
	tagLastNull
	tagBody      // a = square, b = body unit id
	tagShadows   // a = square, b = first shadow unit id
	tagWall      // a = square, b = owner id | turns left<<16 (Cell.WallTurns)
	tagLevel     // a = square, b = level as a byte
	tagTombState // a = square, b = state
	tagTombRot   // a = square, b = rot
	tagTombHead  // a = square, b = oldest unit id
	tagMarker    // a = kind<<8 | square, b = owner | dir<<16 | timer<<24
	tagProg      // a = unit id, b = index<<32 | step code
	tagTurn      // b = actor | mode<<16 | done<<24 | left<<32 | flags<<40
	tagTrail     // a = square
	tagField0    // tagField0 + Field: a = unit id, b = value
	numHashTags  = tagField0 + hashTag(NumFields)
)

var hashSalt [numHashTags]uint64

func init() {
	names := [...]string{"side", "lastnull", "body", "shadows", "wall", "level", "tombstate", "tombrot",
		"tombhead", "marker", "prog", "turn", "trail"}
	for i, n := range names {
		hashSalt[i] = farm.Fingerprint64([]byte("frozenchess/zobrist/v1/" + n))
	}
	for f := Field(0); f < NumFields; f++ {
		hashSalt[tagField0+hashTag(f)] = farm.Fingerprint64([]byte("frozenchess/zobrist/v1/unit/" + f.String()))
	}
	// Tables for the keys make/unmake touches on every step; they hold the
	// same values key() computes.
	for sq := range NumSquares {
		trailKeys[sq] = key(tagTrail, uint32(sq), 1)
	}
}

var trailKeys [NumSquares]uint64

// Idle counts (V13-RANGE-EXT) are hashed as a weighted sum, not by XOR of
// per-value keys: the end of every turn adds one to nearly all of a side's
// line units, and with a sum that is one addition per unit and no key to
// mix. The weights are random, so distinct count vectors collide only by
// chance; Hash folds the sum in through the mix64 bijection.
var idleWeights [MaxUnits]uint64

// The stay counters (Detonate, Tunnel) are hashed the same way, in their
// own sum (staySum): the end of every turn moves up those of a side's
// jesters and assassins, and a weight added costs what one key mixed
// would cost twice. The repetition key keeps them (RepetitionHash), where
// idle counts give way to line ranges.
var stayWeights [MaxUnits]uint64

func init() {
	for id := range MaxUnits {
		idleWeights[id] = key(tagField0+hashTag(FIdle), uint32(id), 1)
		stayWeights[id] = key(tagField0+hashTag(FStay), uint32(id), 1)
	}
}

// mix64 is the splitmix64 finalizer: a bijection on 64 bits with full
// avalanche, so distinct inputs give unrelated keys.
func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// key is the Zobrist key of item (tag, a, b); a < 2^16, b < 2^48.
func key(t hashTag, a uint32, b uint64) uint64 {
	return mix64(hashSalt[t] ^ uint64(a)<<48 ^ b)
}

// keyIf is key, or 0 for a zero value (absent items hash to nothing).
func keyIf(t hashTag, a uint32, b uint64) uint64 {
	if b == 0 {
		return 0
	}
	return key(t, a, b)
}

// fieldKey is the XOR key of a unit field's value; FIdle and FStay have
// none (they are in the weighted sums idleSum and staySum).
func fieldKey(id UnitID, f Field, v uint32) uint64 {
	if f == FIdle || f == FStay {
		return 0
	}
	return keyIf(tagField0+hashTag(f), uint32(id), uint64(v))
}

func markerKey(m Marker) uint64 {
	return key(tagMarker, uint32(m.Kind)<<8|uint32(m.Square),
		uint64(m.Owner)|uint64(m.Dir)<<16|uint64(m.Timer)<<24)
}

func progKey(id UnitID, i int, s ProgStep) uint64 {
	return key(tagProg, uint32(id), uint64(i)<<32|uint64(s.code()))
}

// Hash is the incrementally maintained key.
func (p *Position) Hash() uint64 { return p.hash ^ mix64(p.idleSum+p.staySum) }

// ComputeHash computes the key from scratch. It must always equal Hash; the
// tests check that after every setter.
func (p *Position) ComputeHash() uint64 {
	var h, idle uint64
	if p.side == Black {
		h ^= key(tagSide, 0, 1)
	}
	if p.lastNull {
		h ^= key(tagLastNull, 0, 1)
	}
	for sq := range NumSquares {
		c := &p.cells[sq]
		a := uint32(sq)
		h ^= keyIf(tagBody, a, uint64(c.Body))
		h ^= keyIf(tagShadows, a, uint64(c.Shadows))
		h ^= keyIf(tagWall, a, uint64(c.Wall)|uint64(c.WallTurns)<<16)
		h ^= keyIf(tagLevel, a, uint64(uint8(c.Level)))
	}
	for i := range p.tombs {
		h ^= tombKey(&p.tombs[i])
	}
	for _, m := range p.markers {
		h ^= markerKey(m)
	}
	for id := 1; id < len(p.units); id++ {
		u := &p.units[id]
		if u.Type == NoType {
			continue
		}
		for f := Field(0); f < NumFields; f++ {
			h ^= fieldKey(UnitID(id), f, p.Field(UnitID(id), f))
		}
		idle += uint64(p.Idle(UnitID(id)))*idleWeights[id] + uint64(p.StayOf(u))*stayWeights[id]
		for i, s := range p.Program(UnitID(id)) {
			h ^= progKey(UnitID(id), i, s)
		}
	}
	h ^= turnKey(p.turn)
	for _, sq := range p.trail {
		h ^= key(tagTrail, uint32(sq), 1)
	}
	return h ^ mix64(idle)
}

// tombKey is a tomb's key: the keys of its state, rot and head, each on its
// own so that a change of one field rehashes only that field.
func tombKey(t *Tomb) uint64 {
	return tombStateKey(t.Square, t.State) ^ tombRotKey(t.Square, t.Rot) ^ tombHeadKey(t.Square, t.Head)
}

func tombStateKey(sq Square, s TombState) uint64 { return keyIf(tagTombState, uint32(sq), uint64(s)) }
func tombRotKey(sq Square, rot uint8) uint64     { return keyIf(tagTombRot, uint32(sq), uint64(rot)) }
func tombHeadKey(sq Square, id UnitID) uint64    { return keyIf(tagTombHead, uint32(sq), uint64(id)) }

// turnKey is the key of an in-turn state: one item with all its fields
// packed, so SetTurn costs one mix.
func turnKey(t TurnState) uint64 {
	return keyIf(tagTurn, 0, uint64(t.Actor)|uint64(t.Mode)<<16|uint64(t.Done)<<24|uint64(t.Left)<<32|uint64(t.Flags)<<40|uint64(t.From)<<48)
}
