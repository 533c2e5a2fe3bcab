package symbols

import "strings"

// pyBuiltins and jsGlobals are names a file can use without defining or
// importing them. A top-level definition of such a name shadows the
// builtin in its file; once it is removed, the file's own uses name the
// builtin and still run, so they are no proof it dangles. The sets are
// built on first use, not at start-up: only this analyzer reads them.
var pyBuiltins = lazyMap[string, bool]{build: func() map[string]bool {
	return wordSet(`ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup
BlockingIOError BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError
ConnectionError ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError Ellipsis
EncodingWarning EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError
FloatingPointError FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError
IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError
ModuleNotFoundError NameError NotADirectoryError NotImplemented NotImplementedError OSError
OverflowError PendingDeprecationWarning PermissionError ProcessLookupError RecursionError
ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration
SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError
UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning UserWarning
ValueError Warning ZeroDivisionError abs aiter all anext any ascii bin bool breakpoint bytearray
bytes callable chr classmethod compile complex copyright credits delattr dict dir divmod enumerate
eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int
isinstance issubclass iter len license list locals map max memoryview min next object oct open ord
pow print property quit range repr reversed round set setattr slice sorted staticmethod str sum
super tuple type vars zip unicode basestring long xrange raw_input unichr reduce file cmp`)
}}

var jsGlobals = lazyMap[string, bool]{build: func() map[string]bool {
	// Beyond TypeScript's library: Node's globals, and the type keywords
	// a use may spell like a name.
	return wordSet(tsLibGlobals + `globalThis undefined setImmediate clearImmediate global process
Buffer require module exports __dirname __filename string number boolean bigint symbol object
any unknown never void null`)
}}

// javaLang are the public types of java.lang (Java 17), which every Java
// file sees by their simple names unless its package, or an import,
// declares one of that name.
var javaLang = lazyMap[string, bool]{build: func() map[string]bool {
	return wordSet(`AbstractMethodError Appendable ArithmeticException ArrayIndexOutOfBoundsException
ArrayStoreException AssertionError AutoCloseable Boolean BootstrapMethodError Byte
CharSequence Character Class ClassCastException ClassCircularityError ClassFormatError
ClassLoader ClassNotFoundException ClassValue CloneNotSupportedException Cloneable
Comparable Compiler Deprecated Double Enum EnumConstantNotPresentException Error Exception
ExceptionInInitializerError Float FunctionalInterface IllegalAccessError
IllegalAccessException IllegalArgumentException IllegalCallerException
IllegalMonitorStateException IllegalStateException IllegalThreadStateException
IncompatibleClassChangeError IndexOutOfBoundsException InheritableThreadLocal
InstantiationError InstantiationException Integer InternalError InterruptedException
Iterable LayerInstantiationException LinkageError Long Math Module ModuleLayer
NegativeArraySizeException NoClassDefFoundError NoSuchFieldError NoSuchFieldException
NoSuchMethodError NoSuchMethodException NullPointerException Number NumberFormatException
Object OutOfMemoryError Override Package Process ProcessBuilder ProcessHandle Readable
Record ReflectiveOperationException Runnable Runtime RuntimeException RuntimePermission
SafeVarargs SecurityException SecurityManager Short StackOverflowError StackTraceElement
StackWalker StrictMath String StringBuffer StringBuilder StringIndexOutOfBoundsException
SuppressWarnings System Thread ThreadDeath ThreadGroup ThreadLocal Throwable
TypeNotPresentException UnknownError UnsatisfiedLinkError UnsupportedClassVersionError
UnsupportedOperationException VerifyError VirtualMachineError Void`)
}}

// javaLangType: name is a public type of java.lang.
func javaLangType(name string) bool { return javaLang.get()[name] }

// wordSet is the set of s's words.
func wordSet(s string) map[string]bool {
	words := strings.Fields(s)
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// isGlobal: name is a builtin or global of lang.
func isGlobal(lang, name string) bool {
	switch lang {
	case "python":
		return pyBuiltins.get()[name]
	case "typescript":
		return jsGlobals.get()[name]
	}
	return false
}
