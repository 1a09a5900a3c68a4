//go:build !fctuned

package eval

// tunedWeights is nil in a default build: the weights are the constants'.
// A build with -tags fctuned takes them from tuned.go, written by
// cmd/fctune (docs/search.md, Tuning).
var tunedWeights *Weights
