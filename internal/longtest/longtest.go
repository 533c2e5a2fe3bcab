// Package longtest holds the -long flag of the stress and property tests:
// by default each runs a short budget, so that go test ./... stays quick,
// and under -long it runs at full size. Only tests import it. Speed and
// linear time are measured by the benchmarks, not by these runs.
package longtest

import "flag"

var long = flag.Bool("long", false, "run the stress and property tests at full size")

// Budget is full under -long and short otherwise.
func Budget(full, short int) int {
	if *long {
		return full
	}
	return short
}
