"""Independent oracle for Python dangling claims: Python's own parser.

Usage: oracle.py ROOT NAME DEFFILE PLACE...   (PLACE is path:line)
Prints "yes" when at least one place, at ROOT's checkout, is a reference
that cannot resolve: an import of NAME from DEFFILE's module while that
module no longer binds NAME, or a global load of NAME in a module that
binds it nowhere (symtable's own scoping: not a local, parameter or free
variable) and does not import it, so running it raises NameError.
"""
import ast
import os
import symtable
import sys
import builtins

root, name, deffile, places = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]


def module_binds(path, name, depth=0):
    """Whether the module at path binds name at module level."""
    try:
        tree = ast.parse(open(os.path.join(root, path), encoding="utf-8", errors="replace").read())
    except (OSError, SyntaxError, ValueError):
        return True  # unknown: assume it does (never confirm on doubt)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "__getattr__":
            return True
    st = symtable.symtable(open(os.path.join(root, path), encoding="utf-8", errors="replace").read(), path, "exec")
    try:
        sym = st.lookup(name)
        if sym.is_assigned() or sym.is_imported() or sym.is_namespace():
            return True
    except KeyError:
        pass
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names):
            if depth > 3:
                return True
            target = resolve(path, node.module, node.level)
            if target is None or module_binds(target, name, depth + 1):
                return True
    return False


def resolve(frm, module, level):
    """The repository file a from-import names, or None."""
    parts = (module or "").split(".") if module else []
    if level:
        base = os.path.dirname(frm)
        for _ in range(level - 1):
            base = os.path.dirname(base)
        cands = [os.path.join(base, *parts)]
    else:
        cands = []
        # sys.path: the importing script's directory, then the source roots.
        for d in [os.path.dirname(frm)] + source_roots:
            cands.append(os.path.join(d, *parts))
    for c in cands:
        for f in (c + ".py", os.path.join(c, "__init__.py")):
            if os.path.isfile(os.path.join(root, f)):
                return os.path.normpath(f)
    return None


source_roots = [""]
for d in ("src", "lib"):
    if os.path.isdir(os.path.join(root, d)):
        source_roots.append(d)


def confirmed(path, line):
    full = os.path.join(root, path)
    try:
        src = open(full, encoding="utf-8", errors="replace").read()
        tree = ast.parse(src)
    except (OSError, SyntaxError, ValueError):
        return False
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) is None:
            continue
        if not (node.lineno <= line <= getattr(node, "end_lineno", node.lineno)):
            continue
        if isinstance(node, ast.ImportFrom) and any(a.name == name for a in node.names):
            target = resolve(path, node.module, node.level)
            if target is not None and os.path.normpath(target) == os.path.normpath(deffile) and not module_binds(target, name):
                return True
            if target is not None and os.path.normpath(target) == os.path.normpath(deffile):
                continue
        if isinstance(node, ast.Attribute) and node.attr == name and node.lineno == line:
            # module.name where module is imported as the defining module
            if isinstance(node.value, ast.Name):
                for imp in ast.walk(tree):
                    if isinstance(imp, ast.Import):
                        for a in imp.names:
                            if (a.asname or a.name) == node.value.id:
                                t = resolve(path, a.name, 0)
                                if t and os.path.normpath(t) == os.path.normpath(deffile) and not module_binds(t, name):
                                    return True
                    if isinstance(imp, ast.ImportFrom):
                        for a in imp.names:
                            if (a.asname or a.name) == node.value.id:
                                mod = ((imp.module + ".") if imp.module else "") + a.name
                                t = resolve(path, mod, imp.level)
                                if t and os.path.normpath(t) == os.path.normpath(deffile) and not module_binds(t, name):
                                    return True
        if isinstance(node, ast.Name) and node.id == name and node.lineno == line and isinstance(node.ctx, ast.Load):
            if hasattr(builtins, name):
                continue
            if module_binds(path, name):
                continue
            if not global_in_scope(src, path, name, line):
                continue
            return True
    return False


def global_in_scope(src, path, name, line):
    """symtable: in the innermost scope holding line, name is global."""
    st = symtable.symtable(src, path, "exec")
    best = st
    stack = [st]
    while stack:
        t = stack.pop()
        if t.get_lineno() <= line:
            if t.get_lineno() >= best.get_lineno():
                # keep the deepest table whose start precedes the line
                best = t if t.get_type() != "module" or best is st else best
        stack.extend(t.get_children())
    # Walk all tables; name must not be local/parameter/free in any table
    # starting before the line that encloses it (conservative: all tables).
    def check(t):
        try:
            s = t.lookup(name)
        except KeyError:
            return True
        if t.get_type() == "module":
            return not (s.is_assigned() or s.is_imported())
        if s.is_referenced() and (s.is_local() or s.is_parameter() or s.is_free()):
            return False
        return True
    tables = [st]
    ok = True
    while tables:
        t = tables.pop()
        if t.get_type() != "module" and t.get_lineno() <= line:
            if not check(t):
                ok = False
        tables.extend(t.get_children())
    return ok and check(st)


for p in places:
    path, _, ln = p.rpartition(":")
    if confirmed(path, int(ln)):
        print("yes")
        sys.exit(0)
print("no")
