package analyzers

// All lists every analyzer in the order derive runs and prints them.
var All = []*Analyzer{
	DeletedRanges,
	ByteCompare,
	Symbols,
	Pointers,
	Evidence,
	Typecheck,
}

// Lookup returns the analyzer called name.
func Lookup(name string) (*Analyzer, bool) {
	for _, a := range All {
		if a.Name == name {
			return a, true
		}
	}
	return nil, false
}
