package linediff

// When lines repeat, but not often, the pairs of equal lines (one on each
// side) are few: a file shuffled whose every text occurs twice has 2n of
// them, while Myers' search costs lines times edits, billions of steps
// for 50,000 lines. Hunt and Szymanski's algorithm finds a longest common
// subsequence from the pairs alone, in O((pairs + n) log n) time and
// O(pairs) space, exactly as minimal as Myers. Pairs grow with the square
// of a line's repetitions, though (a blank line 1,000 times on each side
// is a million pairs), so markMiddle tries Myers first within a budget of
// the same order as this algorithm's cost and only falls back to it when
// Myers runs out: a small edit stays on Myers, which is cheapest there,
// and the shuffles are never worse than a constant times the pairs.

// pairsOf returns where each id occurs in b, ascending (at[start[id]:
// start[id+1]]), and the number of pairs of equal elements of a and b.
func pairsOf(a, b []int32, ids int) (start, at []int32, pairs int) {
	start = make([]int32, ids+1)
	for _, id := range b {
		start[id+1]++
	}
	for id := 0; id < ids; id++ {
		start[id+1] += start[id]
	}
	at = make([]int32, len(b))
	next := make([]int32, ids)
	copy(next, start[:ids])
	for j, id := range b {
		at[next[id]] = int32(j)
		next[id]++
	}
	for _, id := range a {
		pairs += int(start[id+1] - start[id])
	}
	return start, at, pairs
}

// matchCost is the steps markByMatches is charged for pairs pairs over a
// and b: each pair is a binary search among at most min(len(a), len(b))
// lengths, plus a pass over both sides.
func matchCost(pairs, lenA, lenB int) int {
	probes := 1
	for n := min(lenA, lenB); n > 1; n >>= 1 {
		probes++
	}
	return pairs*probes + lenA + lenB
}

// markByMatches marks as deleted the elements of a, and as added those of
// b, outside one longest common subsequence, found by Hunt and
// Szymanski's algorithm from the pairs pairsOf lists.
func markByMatches(a []int32, start, at []int32, delA, addB []bool) {
	// thresh[k] is the smallest position in b at which a common
	// subsequence of length k+1 of the elements seen so far can end, and
	// tail[k] the node of that subsequence's last pair. A node is a pair
	// (its position in b and the node before it); nodes are appended in
	// the order of a, so first[i] is the first node of a[i] and the
	// position in a is found again by binary search.
	var thresh, tail []int32
	type node struct{ j, prev int32 }
	var nodes []node
	first := make([]int32, len(a)+1)
	for i, id := range a {
		first[i] = int32(len(nodes))
		// Positions of one element are taken from the last, so that it
		// never extends a subsequence it already ends: each lands at or
		// below the length the previous one updated, and the search
		// needs to look no further.
		hi := len(thresh)
		for t := start[id+1] - 1; t >= start[id]; t-- {
			j := at[t]
			lo := 0
			for lo < hi {
				mid := int(uint(lo+hi) >> 1)
				if thresh[mid] < j {
					lo = mid + 1
				} else {
					hi = mid
				}
			}
			k := lo
			hi = k + 1
			if k < len(thresh) && thresh[k] == j {
				continue
			}
			prev := int32(-1)
			if k > 0 {
				prev = tail[k-1]
			}
			nodes = append(nodes, node{j, prev})
			if k == len(thresh) {
				thresh = append(thresh, j)
				tail = append(tail, int32(len(nodes)-1))
			} else {
				thresh[k] = j
				tail[k] = int32(len(nodes) - 1)
			}
		}
	}
	first[len(a)] = int32(len(nodes))
	for i := range delA {
		delA[i] = true
	}
	for j := range addB {
		addB[j] = true
	}
	if len(tail) == 0 {
		return
	}
	i := len(a)
	for n := tail[len(tail)-1]; n >= 0; n = nodes[n].prev {
		// The element of node n is the last i with first[i] <= n; the
		// walk goes down a, so the search starts below the previous one.
		lo, hi := 0, i
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if first[mid+1] <= n {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		i = lo
		delA[i] = false
		addB[nodes[n].j] = false
	}
}
