package lsp

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/reviewlint/reviewlint/internal/engine"
)

// Options configure a server.
type Options struct {
	// Choice is the configuration the command line chose (--config,
	// --no-config); the zero value looks for it as lint does.
	Choice engine.Choice
	// Debounce is how long a document must rest after a change before it
	// is linted again.
	Debounce time.Duration
	// Log receives the server's own messages; nil discards them.
	Log io.Writer
	// Version is reviewlint's, for the client's log.
	Version string
}

// DefaultDebounce gathers the changes an editor sends together (a paste
// and its formatting, edits at several cursors) into one lint. Keystrokes
// that come faster than a lint are gathered too, by never running two
// lints of a document at once; a longer pause would only delay the
// diagnostics of a 100 KB report past the 50 ms a typist notices.
const DefaultDebounce = 5 * time.Millisecond

// Server is one session with one client.
type Server struct {
	opts Options
	conn *conn

	mu          sync.Mutex // guards what follows; the lint timers run beside the loop
	docs        map[string]*document
	ws          workspace
	enc         encoding
	initialized bool
	shutdown    bool
	watchConfig bool // the client can watch files for us
	nextID      int
}

// New returns a server that reads requests from in and writes messages to
// out.
func New(in io.Reader, out io.Writer, opts Options) *Server {
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	s := &Server{opts: opts, conn: newConn(in, out), docs: map[string]*document{}}
	s.ws = workspace{choice: opts.Choice, scopes: map[string]*scope{}, notice: s.notice}
	return s
}

// Run serves until the client sends exit, and returns the exit status
// the protocol asks for: 0 after a shutdown request, 1 without one (the
// input closed, or it broke the framing).
func (s *Server) Run() int {
	for {
		m, err := s.conn.read()
		if err != nil {
			if !errors.Is(err, errClosed) {
				s.logf("%v", err)
			}
			return 1
		}
		if m.Method == "exit" {
			s.mu.Lock()
			defer s.mu.Unlock()
			for _, d := range s.docs {
				if d.timer != nil {
					d.timer.Stop()
				}
			}
			if s.shutdown {
				return 0
			}
			return 1
		}
		s.dispatch(m)
	}
}

// dispatch handles one message; requests are answered, notifications
// acted on, responses to the server's own requests dropped.
func (s *Server) dispatch(m *message) {
	if m.fault != nil {
		s.conn.replyError(nil, m.fault.Code, m.fault.Message)
		return
	}
	if m.Method == "" {
		return // a response to registerCapability
	}
	request := m.ID != nil
	s.mu.Lock()
	ready, down := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case !ready && m.Method != "initialize":
		if request {
			s.conn.replyError(m.ID, codeServerNotStarted, "the server is not initialized")
		}
		return
	case ready && m.Method == "initialize":
		// Initialized once: a second would change the position
		// encoding under the client's feet.
		if request {
			s.conn.replyError(m.ID, codeInvalidRequest, "the server is already initialized")
		}
		return
	case down:
		// After shutdown only exit is acted on.
		if request {
			s.conn.replyError(m.ID, codeInvalidRequest, "the server is shut down")
		}
		return
	}
	result, err := s.handle(m.Method, m.Params)
	if !request {
		if err != nil {
			s.logf("%s: %v", m.Method, err)
		}
		return
	}
	var rerr *rpcError
	switch {
	case errors.As(err, &rerr):
		s.conn.replyError(m.ID, rerr.Code, rerr.Message)
	case err != nil:
		s.conn.replyError(m.ID, codeInvalidParams, err.Error())
	default:
		s.conn.reply(m.ID, result)
	}
}

// handle runs one method and returns its result.
func (s *Server) handle(method string, params json.RawMessage) (any, error) {
	switch method {
	case "initialize":
		return s.initialize(params)
	case "initialized":
		s.registerWatchers()
		return nil, nil
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		return nil, nil
	case "textDocument/didOpen":
		return nil, s.didOpen(params)
	case "textDocument/didChange":
		return nil, s.didChange(params)
	case "textDocument/didClose":
		return nil, s.didClose(params)
	case "textDocument/didSave":
		return nil, s.didSave(params)
	case "workspace/didChangeWatchedFiles":
		return nil, s.didChangeWatchedFiles(params)
	case "textDocument/codeAction":
		return s.codeAction(params)
	case "textDocument/hover":
		return s.hover(params)
	case "textDocument/completion":
		return s.completion(params)
	}
	return nil, &rpcError{Code: codeMethodNotFound, Message: "method not supported: " + method}
}

func (e *rpcError) Error() string { return e.Message }

// notice tells the user through the client, and logs it.
func (s *Server) notice(kind int, msg string) {
	s.logf("%s", msg)
	method := "window/logMessage"
	if kind == messageError {
		method = "window/showMessage"
	}
	s.conn.notify(method, showMessageParams{Type: kind, Message: msg})
}

func (s *Server) logf(format string, args ...any) {
	fmt.Fprintf(s.opts.Log, "reviewlint lsp: "+format+"\n", args...)
}

// decode reads params, for handlers.
func decode(params json.RawMessage, v any) error {
	if len(params) == 0 {
		return errors.New("missing params")
	}
	return json.Unmarshal(params, v)
}
