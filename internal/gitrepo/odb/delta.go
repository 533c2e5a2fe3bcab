package odb

import (
	"errors"
	"fmt"
)

// maxDeltaGrowth bounds a delta's result relative to its inputs. A real
// delta rarely makes its target more than a few times larger than base and
// delta together; a larger claim is refused (and the object left to the
// caller's other reader) rather than allocated on a hostile delta's word.
const maxDeltaGrowth = 64

// deltaSizes reads the two sizes a delta starts with: the base's and the
// target's, little-endian groups of seven bits.
func deltaSizes(delta []byte) (base, target int64, n int, err error) {
	base, n1, err := deltaVarint(delta)
	if err != nil {
		return 0, 0, 0, err
	}
	target, n2, err := deltaVarint(delta[n1:])
	if err != nil {
		return 0, 0, 0, err
	}
	return base, target, n1 + n2, nil
}

func deltaVarint(b []byte) (int64, int, error) {
	var v uint64
	for i, shift := 0, uint(0); i < len(b); i, shift = i+1, shift+7 {
		if shift > 56 {
			return 0, 0, errors.New("delta size does not fit in 63 bits")
		}
		v |= uint64(b[i]&0x7f) << shift
		if b[i]&0x80 == 0 {
			if v > 1<<62 {
				return 0, 0, errors.New("delta size out of range")
			}
			return int64(v), i + 1, nil
		}
	}
	return 0, 0, errors.New("delta header is truncated")
}

// deltaOp is one decoded instruction: copy base[off:off+n] when insert is
// nil, else append insert.
type deltaOp struct {
	off, n int
	insert []byte
}

// nextDeltaOp decodes the instruction at d[p:], checking it against the
// base's length.
func nextDeltaOp(d []byte, p, baseLen int) (deltaOp, int, error) {
	op := d[p]
	p++
	if op&0x80 == 0 {
		if op == 0 {
			return deltaOp{}, 0, errors.New("delta: reserved instruction 0")
		}
		n := int(op)
		if p+n > len(d) {
			return deltaOp{}, 0, errors.New("delta: insert runs past the end")
		}
		return deltaOp{insert: d[p : p+n], n: n}, p + n, nil
	}
	var off, n uint64
	for i := uint64(0); i < 7; i++ {
		if op&(1<<i) == 0 {
			continue
		}
		if p >= len(d) {
			return deltaOp{}, 0, errors.New("delta: copy instruction is truncated")
		}
		if i < 4 {
			off |= uint64(d[p]) << (8 * i)
		} else {
			n |= uint64(d[p]) << (8 * (i - 4))
		}
		p++
	}
	if n == 0 {
		n = 0x10000
	}
	if off+n > uint64(baseLen) {
		return deltaOp{}, 0, fmt.Errorf("delta: copy of %d bytes at %d outside a base of %d", n, off, baseLen)
	}
	return deltaOp{off: int(off), n: int(n)}, p, nil
}

// applyDelta builds a delta's target from its base. The instructions are
// checked in a first pass, so that nothing is allocated unless they are
// valid and produce exactly the declared size.
func applyDelta(base, delta []byte) ([]byte, error) {
	baseSize, targetSize, start, err := deltaSizes(delta)
	if err != nil {
		return nil, err
	}
	if baseSize != int64(len(base)) {
		return nil, fmt.Errorf("delta: base has %d bytes, the delta expects %d", len(base), baseSize)
	}
	if targetSize > maxDeltaGrowth*int64(len(base)+len(delta))+1<<20 {
		return nil, fmt.Errorf("delta: target of %d bytes is implausibly large", targetSize)
	}
	var total int64
	for p := start; p < len(delta); {
		var op deltaOp
		if op, p, err = nextDeltaOp(delta, p, len(base)); err != nil {
			return nil, err
		}
		if total += int64(op.n); total > targetSize {
			return nil, fmt.Errorf("delta: instructions exceed the declared %d bytes", targetSize)
		}
	}
	if total != targetSize {
		return nil, fmt.Errorf("delta: instructions give %d bytes, the header says %d", total, targetSize)
	}
	out := make([]byte, 0, targetSize)
	for p := start; p < len(delta); {
		op, next, _ := nextDeltaOp(delta, p, len(base))
		if op.insert != nil {
			out = append(out, op.insert...)
		} else {
			out = append(out, base[op.off:op.off+op.n]...)
		}
		p = next
	}
	return out, nil
}
