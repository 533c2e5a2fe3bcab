package linediff

import "hash/maphash"

// interner gives each distinct line a small dense id. It is an open
// addressing table of 8-byte slots (a hash and an id) over the lines
// themselves: no line is copied, a lookup hashes the bytes once, and a
// small file's table is small to clear.
type interner struct {
	seed  maphash.Seed
	slots []slot
	lines [][]byte // by id: the first line seen with that id
	count int
}

// slot is one table entry; id1 is the id plus one, 0 when empty.
type slot struct {
	hash uint32
	id1  int32
}

// newInterner sizes the table for a guess of the distinct lines; it grows
// (at half full) only as distinct lines arrive, so a file of many equal
// lines costs a small table.
func newInterner(guess int) *interner {
	size := 64
	for size < 2*guess && size < 1<<16 {
		size <<= 1
	}
	return &interner{seed: maphash.MakeSeed(), slots: make([]slot, size), lines: make([][]byte, 0, min(guess, 1<<16))}
}

func (in *interner) intern(lines [][]byte) []int32 {
	out := make([]int32, len(lines))
	mask := uint32(len(in.slots) - 1)
	for i, l := range lines {
		if 2*in.count >= len(in.slots) {
			in.grow()
			mask = uint32(len(in.slots) - 1)
		}
		h := uint32(maphash.Bytes(in.seed, l))
		for j := h & mask; ; j = (j + 1) & mask {
			s := &in.slots[j]
			if s.id1 == 0 {
				*s = slot{hash: h, id1: int32(in.count) + 1}
				in.lines = append(in.lines, l)
				out[i] = int32(in.count)
				in.count++
				break
			}
			if s.hash == h && string(in.lines[s.id1-1]) == string(l) {
				out[i] = s.id1 - 1
				break
			}
		}
	}
	return out
}

// grow doubles the table, placing each line by its stored hash.
func (in *interner) grow() {
	old := in.slots
	in.slots = make([]slot, 2*len(old))
	mask := uint32(len(in.slots) - 1)
	for _, s := range old {
		if s.id1 == 0 {
			continue
		}
		j := s.hash & mask
		for in.slots[j].id1 != 0 {
			j = (j + 1) & mask
		}
		in.slots[j] = s
	}
}
