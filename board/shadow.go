package board

// ShadowMinimum is the number of owner-turns a unit spends in shadow form
// before it may de-shadow (V13-DESHADOW-CONDITIONS: "at least 5 moves").
// A shadow's age counts up at the end of each of its owner's plies until it
// reaches this; it is not counted further, so that positions that differ
// only in how long ago a shadow came of age are the same position.
const ShadowMinimum = 5

// ShadowYoung reports a shadow-form unit whose age still counts up.
func (u *Unit) ShadowYoung() bool { return u.Status&StatusShadow != 0 && u.ShadowAge < ShadowMinimum }
