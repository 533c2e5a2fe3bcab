package linediff

// When every line both sides share appears once on each side, the two
// sides are permutations of one another plus lines that are changed
// anyway, and a longest common subsequence is a longest increasing
// subsequence of the new positions taken in old order (Hunt and
// Szymanski's observation). That takes O(n log n) where Myers' search
// takes O(n·d): a file whose distinct lines were reordered, the worst
// case for a minimal diff, costs milliseconds instead of minutes, and the
// result is exactly as minimal.

// uniquePositions returns, for each element of a, the index of the same
// id in b, when every id occurs exactly once in a and once in b; ok is
// false otherwise.
func uniquePositions(a, b []int32, ids int) (pos []int32, ok bool) {
	if len(a) != len(b) {
		return nil, false
	}
	at := make([]int32, ids)
	for i := range at {
		at[i] = -1
	}
	for j, id := range b {
		if at[id] >= 0 {
			return nil, false
		}
		at[id] = int32(j)
	}
	pos = make([]int32, len(a))
	for i, id := range a {
		j := at[id]
		if j < 0 {
			return nil, false
		}
		at[id] = -2 // a second occurrence in a finds no position
		pos[i] = j
	}
	return pos, true
}

// markByIncreasing marks as deleted the elements of a, and as added those
// of b, outside one longest increasing run of pos (pos[i] is where a[i]
// sits in b): patience sorting with back links.
func markByIncreasing(pos []int32, delA, addB []bool) {
	// tails[l] is the index in pos of the smallest last element of an
	// increasing subsequence of length l+1; prev links each element to
	// the one before it in its subsequence.
	tails := make([]int32, 0, 64)
	prev := make([]int32, len(pos))
	for i, p := range pos {
		lo, hi := 0, len(tails)
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if pos[tails[mid]] < p {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		if lo > 0 {
			prev[i] = tails[lo-1]
		} else {
			prev[i] = -1
		}
		if lo == len(tails) {
			tails = append(tails, int32(i))
		} else {
			tails[lo] = int32(i)
		}
	}
	for i := range delA {
		delA[i] = true
	}
	for j := range addB {
		addB[j] = true
	}
	if len(tails) == 0 {
		return
	}
	for i := tails[len(tails)-1]; i >= 0; i = prev[i] {
		delA[i] = false
		addB[pos[i]] = false
	}
}
