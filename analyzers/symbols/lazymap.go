package symbols

import "sync"

// lazyMap is a package-level table built on its first use. A map literal
// at package level is built when the binary starts, before every verb
// (--version included), whether or not the verb ever reaches this
// analyzer; a lazyMap costs nothing until then: its build function is a
// closure without captures, which the compiler lays out statically.
type lazyMap[K comparable, V any] struct {
	once  sync.Once
	build func() map[K]V
	m     map[K]V
}

// get returns the table, building it on the first call.
func (l *lazyMap[K, V]) get() map[K]V {
	l.once.Do(func() { l.m = l.build() })
	return l.m
}
