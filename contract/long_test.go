package contract

import "flag"

// long runs the stress and property tests at full size. The default run
// (and -short) keeps a short budget of each, so that go test ./... stays
// quick; the linear time of each worst case is measured by
// BenchmarkWorstCase, as time per byte while the size doubles, not by
// these runs finishing.
var long = flag.Bool("long", false, "run the stress and property tests at full size (worst cases at 4 MiB, every generated report)")

// budget is full under -long and short otherwise.
func budget(full, short int) int {
	if *long {
		return full
	}
	return short
}
