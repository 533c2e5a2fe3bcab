package main

import "sort"

// doc names one measured file.
type doc struct{ repo, commit, path string }

// stats holds, per metric, how often each value was observed and which
// document holds the largest value.
type stats struct {
	hist   [nMetrics]map[int]int64
	max    [nMetrics]int
	holder [nMetrics]doc
	files  int
	bytes  int64
}

func newStats() *stats {
	s := &stats{}
	for i := range s.hist {
		s.hist[i] = map[int]int64{}
		s.max[i] = -1
	}
	return s
}

func (s *stats) add(d doc, metric, value int) {
	s.hist[metric][value]++
	if value > s.max[metric] {
		s.max[metric] = value
		s.holder[metric] = d
	}
}

func (s *stats) merge(o *stats) {
	s.files += o.files
	s.bytes += o.bytes
	for m := range s.hist {
		for v, c := range o.hist[m] {
			s.hist[m][v] += c
		}
		if o.max[m] > s.max[m] {
			s.max[m] = o.max[m]
			s.holder[m] = o.holder[m]
		}
	}
}

// count returns how many observations a metric has.
func (s *stats) count(m int) int64 {
	var n int64
	for _, c := range s.hist[m] {
		n += c
	}
	return n
}

// quantile returns the smallest observed value v such that at least q of
// the observations are <= v (the nearest-rank definition).
func (s *stats) quantile(m int, q float64) int {
	values := make([]int, 0, len(s.hist[m]))
	for v := range s.hist[m] {
		values = append(values, v)
	}
	sort.Ints(values)
	total := s.count(m)
	need := int64(q*float64(total) + 0.999999)
	var seen int64
	for _, v := range values {
		seen += s.hist[m][v]
		if seen >= need {
			return v
		}
	}
	return s.max[m]
}
