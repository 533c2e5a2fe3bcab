package symbols

// pySelfByCall: token i names a call the reading does not follow that
// may give back the module itself, and what it gives is written. A
// call handed the module's own name (__name__, __spec__.name) may
// import it (a lambda or a def wrapping __import__ or import_module,
// functools.partial of either); inspect.getmodule of anything may give
// it. Written is a member assigned (….helper = f), its __dict__ used,
// or the call handed whole to setattr or vars as their first argument.
// Only what the call gives being written is read: held or read (log =
// logging.getLogger(__name__)) it is taken for another module's, as
// pySelfKey takes a module loaded by a name handed in; but a module
// getmodule gives held whole under a name is taken for written, as such
// a module is held to be used on and its uses are not followed. The call's own
// arguments are read at their level alone, inner brackets skipped.
func pySelfByCall(line []tok, i int, x *pyLineIndex) bool {
	if line[i].kind != tIdent || !pyIsCall(line, i) || line[i].text == "__import__" {
		return false // __import__(…) is read where written (pySelfImport)
	}
	end := x.closing(i + 1)
	if end >= len(line) || line[i].text != "getmodule" && !pyHandsSelfName(line, i+1, end, x) {
		return false
	}
	if n := end + 1; n+1 < len(line) && isPunct(line[n], ".") {
		return line[n+1].text == "__dict__" || x.assignsAfter(n)
	}
	s := i // the callee's start: inspect.getmodule
	for s >= 2 && isPunct(line[s-1], ".") && line[s-2].kind == tIdent {
		s -= 2
	}
	if line[i].text == "getmodule" && s == 2 && isPunct(line[1], "=") && line[0].kind == tIdent && end+1 == len(line) {
		return true // m = inspect.getmodule(f): rarely held but to be used on
	}
	if s < 2 || !isPunct(line[s-1], "(") || line[s-2].kind != tIdent || s >= 3 && isPunct(line[s-3], ".") {
		return false
	}
	return (line[s-2].text == "setattr" || line[s-2].text == "vars") && end+1 < len(line) && (isPunct(line[end+1], ",") || isPunct(line[end+1], ")"))
}

// pyHandsSelfName: one argument of the call whose brackets are open and
// end is the module's own name, bare (__name__, __spec__.name).
func pyHandsSelfName(line []tok, open, end int, x *pyLineIndex) bool {
	from := open + 1
	for k := open + 1; k <= end; k++ {
		switch {
		case line[k].kind != tPunct:
		case k < end && (line[k].text == "(" || line[k].text == "[" || line[k].text == "{"):
			k = x.closing(k)
		case line[k].text == "," || k == end:
			if pySelfKey(line[from:k], "") {
				return true
			}
			from = k + 1
		}
	}
	return false
}
