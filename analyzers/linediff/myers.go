package linediff

// myers finds a shortest edit script between a and b in linear space:
// Myers' divide and conquer on the middle snake, as git's xdiff does it
// under --minimal (no heuristic that gives up optimality). delA and addB
// mark the deleted and added elements.
type myers struct {
	a, b       []int32
	delA, addB []bool
	// vf and vb are the furthest reaching x per diagonal of the forward
	// and backward searches, shared by every call.
	// int32 halves the memory the search sweeps: lines are far fewer
	// than 2^31 under any blob size limit.
	vf, vb []int32
	// steps counts the diagonals visited and the matching lines followed,
	// the work a minimal diff costs; past maxSteps the search gives up.
	steps, maxSteps int
}

func newMyers(a, b []int32, maxSteps int) *myers {
	// Diagonals run from -len(b) to len(a), with a sentinel either side.
	n := len(a) + len(b) + 3
	return &myers{a: a, b: b, delA: make([]bool, len(a)), addB: make([]bool, len(b)),
		vf: make([]int32, n), vb: make([]int32, n), maxSteps: maxSteps}
}

// compare marks the edits between a[a0:a1] and b[b0:b1], or returns false
// once the search has taken more than maxSteps. The recursion goes as deep
// as the number of times the middle snake splits, which is at most
// logarithmic in the edit distance for each level's halves.
func (m *myers) compare(a0, a1, b0, b1 int) bool {
	for {
		for a0 < a1 && b0 < b1 && m.a[a0] == m.b[b0] {
			a0, b0 = a0+1, b0+1
		}
		for a0 < a1 && b0 < b1 && m.a[a1-1] == m.b[b1-1] {
			a1, b1 = a1-1, b1-1
		}
		switch {
		case a0 == a1:
			for j := b0; j < b1; j++ {
				m.addB[j] = true
			}
			return true
		case b0 == b1:
			for i := a0; i < a1; i++ {
				m.delA[i] = true
			}
			return true
		}
		x, y, ok := m.split(a0, a1, b0, b1)
		if !ok {
			return false
		}
		// Recurse on the smaller half, loop on the larger: the stack
		// stays logarithmic however the splits fall.
		if (x-a0)+(y-b0) < (a1-x)+(b1-y) {
			ok = m.compare(a0, x, b0, y)
			a0, b0 = x, y
		} else {
			ok = m.compare(x, a1, y, b1)
			a1, b1 = x, y
		}
		if !ok {
			return false
		}
	}
}

// split returns a point on a shortest edit path from (a0, b0) to (a1, b1)
// that lies strictly between them: where the forward and backward
// searches first overlap. Both ends differ (the caller trimmed equal
// prefix and suffix), so the point splits the problem into two smaller
// ones. Diagonals are k = x - y in absolute coordinates, kept inside the
// box; the value just outside the searched range is a sentinel that never
// wins, so the inner loops need no bounds tests of their own. ok is false
// when the steps run out first.
func (m *myers) split(a0, a1, b0, b1 int) (x, y int, ok bool) {
	a, b := m.a[:a1], m.b[:b1]
	dmin, dmax := a0-b1, a1-b0
	fmid, bmid := a0-b0, a1-b1
	odd := (fmid-bmid)&1 != 0
	// vf[k-base] and vb[k-base] hold diagonal k, for k from dmin-1 to
	// dmax+1.
	base := dmin - 1
	vf, vb := m.vf[:dmax-base+2], m.vb[:dmax-base+2]
	fmin, fmax, bmin, bmax := fmid, fmid, bmid, bmid
	vf[fmid-base] = int32(a0)
	vb[bmid-base] = int32(a1)
	const never = int32(^uint32(0) >> 1)
	for {
		if m.steps > m.maxSteps {
			return 0, 0, false
		}
		if fmin > dmin {
			fmin--
			vf[fmin-1-base] = -1
		} else {
			fmin++
		}
		if fmax < dmax {
			fmax++
			vf[fmax+1-base] = -1
		} else {
			fmax--
		}
		for k := fmax; k >= fmin; k -= 2 {
			i := k - base
			x := int(vf[i+1])
			if lo := int(vf[i-1]); lo >= x {
				x = lo + 1
			}
			y := x - k
			from := x
			for x < len(a) && y < len(b) && y >= 0 && a[x] == b[y] {
				x, y = x+1, y+1
			}
			m.steps += x - from + 1
			vf[i] = int32(x)
			if odd && bmin <= k && k <= bmax && int(vb[i]) <= x {
				return x, y, true
			}
		}
		if bmin > dmin {
			bmin--
			vb[bmin-1-base] = never
		} else {
			bmin++
		}
		if bmax < dmax {
			bmax++
			vb[bmax+1-base] = never
		} else {
			bmax--
		}
		for k := bmax; k >= bmin; k -= 2 {
			i := k - base
			x := int(vb[i+1]) - 1
			if lo := int(vb[i-1]); lo < x+1 {
				x = lo
			}
			y := x - k
			from := x
			for x > a0 && y > b0 && a[x-1] == b[y-1] {
				x, y = x-1, y-1
			}
			m.steps += from - x + 1
			vb[i] = int32(x)
			if !odd && fmin <= k && k <= fmax && x <= int(vf[i]) {
				return x, y, true
			}
		}
	}
}
